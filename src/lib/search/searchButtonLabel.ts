/** Longest query the dialog's button repeats in full; longer ones are cut with an ellipsis (the box holds it all). */
export const LABEL_QUERY_LIMIT = 24

/**
 * The search dialog's submit button says what it will search for, so a typed query is visibly what the button
 * acts on (issue 34: beside a greyed 'Show results (0)' visitors could not tell which button searched).
 */
export function searchButtonLabel(text: string): string {
  const query = text.trim().replace(/\s+/g, ' ')
  if (!query) return 'Search'
  const chars = [...query]
  const shown = chars.length > LABEL_QUERY_LIMIT ? `${chars.slice(0, LABEL_QUERY_LIMIT - 1).join('').trimEnd()}…` : query
  return `Search for “${shown}”`
}
