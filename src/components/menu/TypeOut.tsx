'use client'

import { useEffect, useState } from 'react'

import styles from './TypeOut.module.css'

type Props = {
  text: string
  /** When false the text shows at once. */
  animate: boolean
  msPerChar: number
  delayMs: number
}

/**
 * Types text out character by character. The whole text is always in the DOM (the untyped rest is
 * transparent), so its accessible name and layout never change while it types.
 */
export function TypeOut({ text, animate, msPerChar, delayMs }: Props) {
  const [shown, setShown] = useState(animate ? 0 : text.length)
  // Starting (or stopping) is decided while rendering, from the props of the last render, so the empty start is
  // what the browser first paints. Not a layout effect's setState: that re-renders synchronously inside the commit,
  // and in the hydration commit it held the page's first interaction back (a 30 ms task on a phone).
  const [started, setStarted] = useState({ animate, text })
  if (started.animate !== animate || started.text !== text) {
    setStarted({ animate, text })
    setShown(animate ? 0 : text.length)
  }

  useEffect(() => {
    if (!animate) return
    let interval: ReturnType<typeof setInterval> | undefined
    const start = setTimeout(() => {
      let count = 0
      interval = setInterval(() => {
        count += 1
        setShown(count)
        if (count >= text.length) clearInterval(interval)
      }, msPerChar)
    }, delayMs)
    return () => {
      clearTimeout(start)
      clearInterval(interval)
    }
  }, [animate, text, msPerChar, delayMs])

  const typing = shown < text.length
  return (
    <span className={styles.typeOut} data-typing={typing ? '' : undefined}>
      {text.slice(0, shown)}
      {typing && <span className={styles.rest}>{text.slice(shown)}</span>}
    </span>
  )
}
