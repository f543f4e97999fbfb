type Id = number | string
type RelationValue = Id | Id[] | null | undefined

/**
 * A relationship field's value once the tag just made from it is chosen: added to a many-tag field (once),
 * or in place of the one tag of a single-tag field.
 */
export function withNewTag(current: RelationValue, id: Id, hasMany: boolean): Id | Id[] {
  if (!hasMany) return id
  const chosen = Array.isArray(current) ? current : current == null ? [] : [current]
  return chosen.some((value) => String(value) === String(id)) ? chosen : [...chosen, id]
}
