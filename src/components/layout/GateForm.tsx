'use client'

import { useState, type FormEvent } from 'react'

import styles from './GateForm.module.css'

const WRONG = 'That passphrase is not correct.'

/** Asks for the pre-launch passphrase; the right one sets the cookie on the server, then the page reloads. */
export function GateForm() {
  const [passphrase, setPassphrase] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      const response = await fetch('/gate/unlock', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ passphrase }),
      })
      if (response.ok) {
        window.location.reload()
        return
      }
      const body = (await response.json().catch(() => null)) as { error?: string } | null
      setError(response.status === 401 ? WRONG : body?.error || 'Something went wrong. Please try again.')
    } catch {
      setError('Something went wrong. Please try again.')
    }
    setBusy(false)
  }

  return (
    <main className={styles.gate}>
      <p className={styles.title}>A.R.T.</p>
      <form method="post" className={styles.form} onSubmit={onSubmit}>
        <h1 className={styles.heading}>This site is not open yet.</h1>
        <label htmlFor="gate-passphrase" className={styles.label}>
          Passphrase
        </label>
        <div className={styles.row}>
          <input
            id="gate-passphrase"
            name="passphrase"
            type="text"
            className={styles.input}
            value={passphrase}
            onChange={(event) => setPassphrase(event.target.value)}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'gate-error' : undefined}
            required
            autoFocus
          />
          <button type="submit" className="button" disabled={busy}>
            Enter
          </button>
        </div>
        <p id="gate-error" className={styles.error} role="alert">
          {error}
        </p>
      </form>
    </main>
  )
}
