/**
 * Which tab of Site texts a staff member sees is kept in their admin preferences under the global's key, per
 * tabs field: Payload's Tabs field stores `fields[<its path>].tabIndex`, and an unnamed field's path is
 * `_index-<its index>`.
 */
export const SITE_TEXTS_PREFERENCE = 'global-site-settings'

/** Site texts' tabs are its first field; 'Home and search' is their first tab. */
const TABS_KEY = '_index-0'
export const HOME_TAB = 0

type DocumentPreferences = { fields?: Record<string, Record<string, unknown> | undefined> } & Record<string, unknown>

/** The preferences with `tab` chosen in Site texts, everything else (other fields' state) kept. */
export function withTabChosen(current: unknown, tab: number): DocumentPreferences {
  const preferences: DocumentPreferences =
    current && typeof current === 'object' ? (current as DocumentPreferences) : {}
  const fields = preferences.fields ?? {}
  return { ...preferences, fields: { ...fields, [TABS_KEY]: { ...fields[TABS_KEY], tabIndex: tab } } }
}
