'use client'

import { useRouter } from 'next/navigation'
import { useActionState, useEffect, useRef } from 'react'

import { IDLE } from '../../lib/forms/formState'
import { restockAction } from '../../lib/commerce/restock/restockAction'

/**
 * The restock table's form: posts the copies that arrived (a server action, so it also works as a plain POST),
 * announces the answer, and re-renders the page so the stock column shows the new figures.
 */
export function RestockForm({ children, labels }: { children: React.ReactNode; labels: Record<string, string> }) {
  const [state, action, pending] = useActionState(restockAction, IDLE)
  const router = useRouter()
  const answerRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!state.answer) return
    answerRef.current?.focus()
    if (state.status === 'success') router.refresh()
  }, [state.answer, state.status, router])
  const problems = Object.entries(state.fields ?? {})
  return (
    <form action={action} className="restock__form">
      <div ref={answerRef} tabIndex={-1} role="status" className={`restock__answer restock__answer--${state.status}`}>
        {state.message && <p>{state.message}</p>}
        {problems.length > 0 && (
          <ul>
            {problems.map(([name, message]) => (
              <li key={name}>
                {labels[name] ?? name}: {message}
              </li>
            ))}
          </ul>
        )}
      </div>
      {children}
      <div className="restock__submit">
        <button type="submit" className="btn btn--style-primary btn--size-medium" disabled={pending}>
          {pending ? 'Adding copies…' : 'Add these copies to stock'}
        </button>
        <p>Copies are added to what is in stock now, so orders placed meanwhile are kept.</p>
      </div>
    </form>
  )
}
