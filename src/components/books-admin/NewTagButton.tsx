'use client'

import { Button, useAuth, useDocumentDrawer, useField } from '@payloadcms/ui'
import type { RelationshipFieldClientProps } from 'payload'

import { withNewTag } from '../../lib/catalogue/newTagValue'

type Props = Pick<RelationshipFieldClientProps, 'path' | 'readOnly'> & {
  field: { hasMany?: boolean }
  /** The tag group this field files under, e.g. 'artists'. */
  group: string
  /** What one tag of the group is called, e.g. 'artist'. */
  noun: string
}

type Saved = { doc: { id: number | string }; operation?: string }

/**
 * Under a tag field (a book's Artists, Themes, …): makes a tag of the field's group and chooses it. Payload's
 * own '+' opens an empty form, so staff picked the group again and the drawer stayed open on the new tag;
 * here the drawer starts with the group filled in (its initialData) and closes once the tag is saved.
 */
export function NewTagButton({ path, readOnly, field, group, noun }: Props) {
  const { permissions } = useAuth()
  const { value, setValue } = useField<number | string | (number | string)[] | null>({ path })
  const [TagDrawer, , { openDrawer, closeDrawer }] = useDocumentDrawer({ collectionSlug: 'tags' })

  if (readOnly || !permissions?.collections?.tags?.create) return null
  return (
    <div className="new-tag" style={{ marginTop: 8 }}>
      <Button buttonStyle="secondary" size="small" icon="plus" iconPosition="left" margin={false} onClick={openDrawer}>
        {`New ${noun}`}
      </Button>
      <TagDrawer
        initialData={{ group }}
        onSave={({ doc, operation }: Saved) => {
          if (operation !== 'create') return
          setValue(withNewTag(value, doc.id, field.hasMany === true))
          closeDrawer()
        }}
      />
    </div>
  )
}
