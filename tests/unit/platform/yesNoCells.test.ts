import type { CollectionConfig, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { collections } from '@/collections'
import { withYesNoCells } from '@/collections/yesNoCells'

const YES_NO_CELL = '/components/admin-fields/YesNoCell#YesNoCell'

/** Every checkbox of a field list, with the list cell it will be shown with, wherever it sits. */
function checkboxCells(fields: Field[], prefix = ''): Record<string, unknown> {
  const found: Record<string, unknown> = {}
  for (const field of fields) {
    const name = 'name' in field ? `${prefix}${field.name}` : prefix
    if (field.type === 'checkbox') found[name] = field.admin?.components?.Cell
    else if (field.type === 'tabs') for (const tab of field.tabs) Object.assign(found, checkboxCells(tab.fields, name))
    else if ('fields' in field && Array.isArray(field.fields))
      Object.assign(found, checkboxCells(field.fields, 'name' in field ? `${name}.` : prefix))
  }
  return found
}

const Things: CollectionConfig = {
  slug: 'things',
  fields: [
    { name: 'title', type: 'text' },
    { name: 'enabled', type: 'checkbox' },
    { type: 'row', fields: [{ name: 'inRow', type: 'checkbox' }] },
    { name: 'group', type: 'group', fields: [{ name: 'inGroup', type: 'checkbox' }] },
    { type: 'tabs', tabs: [{ label: 'One', fields: [{ name: 'inTab', type: 'checkbox' }] }] },
    { name: 'own', type: 'checkbox', admin: { components: { Cell: '/own#Cell' } } },
  ],
}

describe("withYesNoCells: checkboxes are listed as 'Yes' / 'No', not true / false", () => {
  it('gives every checkbox the cell, inside rows, groups and tabs too', () => {
    expect(checkboxCells(withYesNoCells(Things).fields)).toEqual({
      enabled: YES_NO_CELL,
      inRow: YES_NO_CELL,
      'group.inGroup': YES_NO_CELL,
      inTab: YES_NO_CELL,
      own: '/own#Cell',
    })
  })

  it('leaves other fields as they were', () => {
    expect(withYesNoCells(Things).fields[0]).toEqual({ name: 'title', type: 'text' })
  })

  it("no list in the admin shows its records' internal ID unasked (Payload's own columns would)", () => {
    for (const collection of collections.filter(({ admin }) => admin?.hidden !== true))
      expect(collection.admin?.defaultColumns ?? ['id'], collection.slug).not.toContain('id')
  })

  it('is applied to every collection of the site', () => {
    for (const collection of collections)
      for (const [name, cell] of Object.entries(checkboxCells(collection.fields)))
        expect(cell, `${collection.slug}.${name}`).toBeTruthy()
  })
})
