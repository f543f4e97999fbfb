'use client'

import { useSearchParams } from 'next/navigation'
import { startTransition, Suspense, useEffect, useRef, useSyncExternalStore, type FormEvent } from 'react'

import { firstFieldInError, type FormState } from '@/lib/forms/formState'

/** Marks a form's error summary, the element focus moves to after an answer with problems. */
export const ERROR_SUMMARY_ATTRIBUTE = 'data-error-summary'

/**
 * After each answer of the form's action with problems, focus moves to the form's error summary, where every
 * problem is read and linked (GOV.UK's pattern, issue 34); a form without one (a single field) focuses the
 * first field in error (in page order), where its message is read with it. Returns the ref for the form.
 */
export function useFocusOnErrorSummary(state: FormState, order: readonly string[]) {
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (state.status !== 'failure') return
    const summary = form.current?.querySelector<HTMLElement>(`[${ERROR_SUMMARY_ATTRIBUTE}]`)
    if (summary) return summary.focus()
    const name = firstFieldInError(state, order)
    const control = name ? form.current?.elements.namedItem(name) : null
    // A checkbox group is a list of its boxes: the first one takes focus.
    const target = control instanceof RadioNodeList ? control[0] : control
    if (target instanceof HTMLElement) target.focus()
  }, [state, order])
  return form
}

/**
 * Hidden fields the page's script adds to a form: `script` (the action then answers instead of redirecting,
 * and the page's script goes on) and the named values of the page's query (`?next=`, the reset link's code).
 * In its own Suspense boundary, so reading the query keeps only these fields, not the form, out of the static
 * page's HTML; a form sent before they exist has its query read from the Referer by the action.
 */
export function PageQueryFields({ names = [] }: { names?: readonly string[] }) {
  return (
    <Suspense>
      <QueryFields names={names} />
    </Suspense>
  )
}

const noSubscription = () => () => {}

function QueryFields({ names }: { names: readonly string[] }) {
  const params = useSearchParams()
  // '1' only in the browser: a page the server renders (after a form sent without scripts) leaves it empty.
  const script = useSyncExternalStore(
    noSubscription,
    () => '1',
    () => '',
  )
  return (
    <>
      <input type="hidden" name="script" value={script} />
      {names.map((name) => (
        <input key={name} type="hidden" name={name} value={params.get(name) ?? ''} />
      ))}
    </>
  )
}

/**
 * The form's submit handler once the page's script runs: sends the form to its action without the reset React
 * gives a form after its `action` (the visitor's entries, passwords included, stay as typed and are corrected
 * in place). The form's `action` attribute still serves a form sent before hydration.
 */
export const sendKeepingEntries = (action: (formData: FormData) => void) => (event: FormEvent<HTMLFormElement>) => {
  event.preventDefault()
  const formData = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter)
  startTransition(() => action(formData))
}
