/**
 * The populated documents of a relationship value. Payload leaves an id where it could not (or may
 * not) populate, e.g. an unpublished book for the public, so those are dropped.
 */
export const populated = <T>(values: ReadonlyArray<T | number | string | null | undefined> | null | undefined): T[] =>
  (values ?? []).filter((value): value is T => typeof value === 'object' && value !== null)

/** The id of a relationship value, whether Payload populated it or left the id. */
export const relationId = (value: unknown): number | string | null =>
  value && typeof value === 'object'
    ? (value as { id: number | string }).id
    : ((value as number | string | null | undefined) ?? null)
