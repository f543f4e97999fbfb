'use client'

import { Component, type ReactNode } from 'react'

/** Catches a failure while rendering its children and shows the fallback instead. */
export class ErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: unknown) {
    console.error('The error page failed to render', error)
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
