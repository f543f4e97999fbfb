import type { CollectionConfig, Field } from 'payload'

const YES_NO_CELL = '/components/admin-fields/YesNoCell#YesNoCell'

/** Every checkbox among `fields` (inside rows, groups, tabs, arrays too) with a list cell of its own, if it has none. */
function withYesNoCellFields(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    if (field.type === 'checkbox') {
      const components = field.admin?.components ?? {}
      if (components.Cell) return field
      return { ...field, admin: { ...field.admin, components: { ...components, Cell: YES_NO_CELL } } }
    }
    if (field.type === 'tabs')
      return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: withYesNoCellFields(tab.fields) })) }
    if ('fields' in field && Array.isArray(field.fields))
      return { ...field, fields: withYesNoCellFields(field.fields) } as Field
    return field
  })
}

/**
 * The collection with its checkboxes listed as 'Yes' / 'No' (issue 37: no `true` / `false` on staff's screens).
 * Applied to every collection, so a checkbox added later is listed the same way without anyone remembering to.
 */
export function withYesNoCells(collection: CollectionConfig): CollectionConfig {
  return { ...collection, fields: withYesNoCellFields(collection.fields) }
}
