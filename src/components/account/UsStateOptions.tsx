import { US_STATES } from '@/lib/auth/usStates'

/** The options of a US state select: a 'Choose…' prompt, then every state by name (value: its code). */
export function UsStateOptions() {
  return (
    <>
      <option value="">Choose…</option>
      {US_STATES.map(([code, name]) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </>
  )
}
