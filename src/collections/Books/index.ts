import type { CollectionConfig, Field } from 'payload'

import { isEditor } from '../../access/isEditor'
import { isStaff } from '../../access/isStaff'
import { publishedOrStaff } from '../../access/publishedOrStaff'
import { slugField } from '../../fields/slug'
import { newVariantSku } from '../../lib/catalogue/bookAdmin'
import { exportBooksEndpoint } from '../../lib/catalogue/import/endpoints'
import { normaliseIsbn, validateIsbnField } from '../../lib/catalogue/import/isbn'
import { revalidateAfterChange, revalidateAfterDelete } from '../../lib/revalidate/hooks'
import { deleteWaitsOfBook } from '../../lib/commerce/waiting-list/deleteHooks'
import { queueRestockNotice, rememberPublishedStock } from '../../lib/commerce/waiting-list/restockHooks'
import { tagFieldAdmin, type TagGroup } from '../Tags'
import { deriveAvailabilityHook } from './hooks/deriveAvailability'
import { holdStockDuringSave } from './hooks/holdStockDuringSave'
import { booksSearchAfterChange, booksSearchAfterDelete } from './hooks/searchSync'

export const PRODUCT_TYPES = [
  { label: 'Library Program', value: 'libraryProgram' },
  { label: 'A.R.T. Press', value: 'press' },
] as const

const tagRelation = (name: string, group: TagGroup, label: string): Field => ({
  name,
  label,
  type: 'relationship',
  relationTo: 'tags',
  hasMany: true,
  index: true,
  filterOptions: { group: { equals: group } },
  admin: { ...tagFieldAdmin(group), description: `${label} this book is filed under.` },
})

export const Books: CollectionConfig = {
  slug: 'books',
  labels: { singular: 'Book', plural: 'Books' },
  admin: {
    group: 'Catalogue',
    useAsTitle: 'title',
    // Authors next to titles (several books may share a title); the title stays first, as the link to the book.
    defaultColumns: [
      'title',
      'authors',
      'featuredImage',
      'listPrice',
      'listStock',
      'productTypeHandle',
      '_status',
      'updatedAt',
    ],
    pagination: { defaultLimit: 25, limits: [25, 50, 100] },
    listSearchableFields: ['title', 'authors', 'slug'],
    description: 'Library Program books (free to libraries) and A.R.T. Press books (sold in the shop).',
    components: {
      beforeList: [
        '/components/books-admin/StockFilterLinks#StockFilterLinks',
        '/components/book-import/ImportLinks#ImportLinks',
        '/components/saved-views/SavedViews#OwnViewsAboveList',
      ],
    },
  },
  // Version history is staff-only, as drafts are (Payload's default: any logged-in user, library accounts too).
  access: { read: publishedOrStaff, readVersions: isStaff, create: isEditor, update: isEditor, delete: isEditor },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 20 },
  defaultSort: 'title',
  endpoints: [exportBooksEndpoint],
  hooks: {
    beforeOperation: [holdStockDuringSave],
    beforeChange: [deriveAvailabilityHook, rememberPublishedStock],
    afterChange: [booksSearchAfterChange, revalidateAfterChange('books'), queueRestockNotice],
    beforeDelete: [deleteWaitsOfBook],
    afterDelete: [booksSearchAfterDelete, revalidateAfterDelete('books')],
  },
  fields: [
    { name: 'title', type: 'text', required: true, index: true },
    {
      name: 'authors',
      type: 'text',
      admin: { description: 'As printed on the cover, e.g. "Ana Ruiz and Tom Lee".' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'isbn',
          label: 'ISBN-13',
          type: 'text',
          unique: true,
          index: true,
          validate: validateIsbnField,
          hooks: { beforeValidate: [({ value }) => normaliseIsbn(value)] },
          admin: { description: 'The 13-digit number on the back cover; the import finds the book by it.' },
        },
        {
          name: 'year',
          label: 'Year published',
          type: 'number',
          min: 1450,
          max: 2100,
          admin: { step: 1 },
        },
      ],
    },
    {
      name: 'productTypeHandle',
      label: 'Catalogue',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'libraryProgram',
      options: PRODUCT_TYPES.map((t) => ({ ...t })),
      admin: { position: 'sidebar', description: 'Which catalogue the book appears in.' },
    },
    {
      name: 'inStock',
      label: 'In stock',
      type: 'checkbox',
      index: true,
      defaultValue: false,
      admin: { position: 'sidebar', readOnly: true, description: 'Worked out from the variants\u2019 stock.' },
    },
    slugField(),
    {
      // The demand staff can show publishers: how many libraries wait for this book, since when.
      name: 'waitingList',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '/components/waiting-list-admin/BookWaitingList#BookWaitingList' },
      },
    },
    {
      name: 'featuredImage',
      label: 'Cover',
      type: 'upload',
      relationTo: 'media',
      admin: { components: { Cell: '/components/books-admin/CoverCell#CoverCell' } },
    },
    {
      name: 'coverPreview',
      type: 'ui',
      admin: { components: { Field: '/components/books-admin/CoverPreview#CoverPreview' } },
    },
    // List columns only (no stored value): worked out from the variants.
    {
      name: 'listPrice',
      label: 'Price',
      type: 'ui',
      admin: { components: { Cell: '/components/books-admin/PriceCell#PriceCell' }, disableListColumn: false },
    },
    {
      name: 'listStock',
      label: 'Stock',
      type: 'ui',
      admin: { components: { Cell: '/components/books-admin/StockCell#StockCell' }, disableListColumn: false },
    },
    { name: 'description', type: 'richText' },
    {
      name: 'variants',
      type: 'array',
      minRows: 1,
      labels: { singular: 'Variant', plural: 'Variants' },
      admin: {
        description: 'Editions of this book that can be ordered. A variant with no stock shows as unavailable.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'sku',
              label: 'SKU',
              type: 'text',
              required: true,
              // A function: a fresh code for each new variant (and no column default in the database).
              defaultValue: () => newVariantSku(),
              admin: { description: 'Filled in for you; change it to the publisher’s code if there is one.' },
            },
            {
              name: 'price',
              label: 'Press price',
              type: 'number',
              min: 0,
              admin: {
                description: 'Press books only, in dollars, e.g. 25.00.',
                components: { Field: '/components/books-admin/DollarPriceField#DollarPriceField' },
              },
            },
            { name: 'stock', type: 'number', min: 0, defaultValue: 0, required: true },
            { name: 'isAvailable', label: 'Available (from stock)', type: 'checkbox', admin: { readOnly: true } },
          ],
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Filters',
      admin: { initCollapsed: false },
      fields: [
        tagRelation('artists', 'artists', 'Artists'),
        tagRelation('themes', 'themes', 'Themes'),
        tagRelation('keywords', 'keywords', 'Keywords'),
        tagRelation('format', 'formats', 'Format'),
        tagRelation('audiences', 'audiences', 'Audiences'),
        tagRelation('publishers', 'publishers', 'Publishers'),
      ],
    },
  ],
}
