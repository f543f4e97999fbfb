import type { CollectionConfig } from 'payload'

import { isAdmin } from '../access/isAdmin'
import { isEditor } from '../access/isEditor'
import { nobody } from '../access/nobody'
import { previewImportEndpoint, startImportEndpoint } from '../lib/catalogue/import/endpoints'

const BOOK_IMPORT_STATUSES = [
  { label: 'Waiting to start', value: 'queued' },
  { label: 'Importing', value: 'running' },
  { label: 'Finished', value: 'finished' },
  { label: 'Stopped by an error', value: 'failed' },
] as const

/**
 * One confirmed import of books from a spreadsheet (issue 33 item 1): the rows checked at confirmation, the
 * covers already stored as images, and the job's progress and report, so the import page shows where it is
 * after a reload and the job carries on from its last finished batch if it is run again.
 */
export const BookImports: CollectionConfig = {
  slug: 'book-imports',
  labels: { singular: 'Book import', plural: 'Book imports' },
  admin: { group: 'Catalogue', hidden: true, useAsTitle: 'fileName' },
  endpoints: [previewImportEndpoint, startImportEndpoint],
  // Written only by the import itself (the start endpoint, after checking the editor role, and the job): rows
  // edited over the API would be written to the catalogue as the staff member who started the import.
  access: { read: isEditor, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    { name: 'fileName', label: 'File', type: 'text', required: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'queued',
      options: BOOK_IMPORT_STATUSES.map((s) => ({ ...s })),
    },
    // Not required: a staff account deleted later leaves its imports (the job then stops).
    { name: 'startedBy', type: 'relationship', relationTo: 'users' },
    // The rows the staff member confirmed (src/lib/catalogue/import/rows.ts BookRow), decided again at import.
    { name: 'rows', type: 'json', required: true },
    // [file name, image id] pairs: the covers of the zip, stored as images at confirmation.
    { name: 'covers', type: 'json' },
    { name: 'total', type: 'number', required: true, defaultValue: 0 },
    { name: 'done', label: 'Rows done', type: 'number', required: true, defaultValue: 0 },
    { name: 'created', type: 'number', required: true, defaultValue: 0 },
    { name: 'updated', type: 'number', required: true, defaultValue: 0 },
    { name: 'unchanged', type: 'number', required: true, defaultValue: 0 },
    { name: 'refused', type: 'number', required: true, defaultValue: 0 },
    // The rows refused at confirmation or by the import, with their reasons (src/lib/catalogue/import/plan.ts).
    { name: 'problems', type: 'json' },
    { name: 'finishedAt', type: 'date' },
  ],
}
