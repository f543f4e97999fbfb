'use client'

import { useField } from '@payloadcms/ui'

import { sixDigitHex } from '../../lib/content/colour'

/**
 * Under a colour field: the colour itself, and the system colour picker to choose one, so staff see a
 * colour rather than read a code such as #CDE7E5. The typed code stays the stored value.
 */
export function ColourSwatch({ path, readOnly }: { path: string; readOnly?: boolean }) {
  const { value, setValue } = useField<string | null>({ path })
  const hex = sixDigitHex(value)
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginTop: 6 }}>
      <input
        type="color"
        aria-label="Choose the colour"
        disabled={readOnly}
        value={hex ?? '#ffffff'}
        onChange={(event) => setValue(event.target.value.toUpperCase())}
        style={{ width: 40, height: 28, padding: 0, border: '1px solid var(--theme-elevation-250)', borderRadius: 4, background: 'none' }}
      />
      <span style={{ color: 'var(--theme-elevation-650)' }}>{hex ? 'The colour shown on the site' : 'No colour: the page colours are used'}</span>
    </div>
  )
}
