import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'

import { AdminViewFrame, adminViewQuery } from '../admin-views/AdminViewFrame'

import { hasRole } from '../../access/roles'
import { BOOK_COLUMNS } from '../../lib/catalogue/import/columns'
import type { ImportProblem } from '../../lib/catalogue/import/job'
import { ImportForm } from './ImportForm'
import { ImportProgress } from './ImportProgress'
import { ImportStepNav } from './ImportStepNav'
import { ProblemRows } from './ProblemRows'
import './book-import.css'

/**
 * /admin/import-books (issue 33 item 1): a spreadsheet of books checked first (nothing is written), then
 * imported by a job; `?import=<id>` shows that import's progress and, at the end, its report.
 */
export async function ImportBooksView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const user = req.user
  const template = (children: React.ReactNode) => (
    <AdminViewFrame initPageResult={initPageResult} params={params} searchParams={searchParams} className="book-import">
      <ImportStepNav />
      {children}
    </AdminViewFrame>
  )
  if (!user || !hasRole(user, 'admin', 'editor')) return template(<p>Only editors and admins can import books.</p>)

  const importId = Number(adminViewQuery(searchParams).import)
  if (Number.isSafeInteger(importId) && importId > 0) {
    const record = await req.payload.findByID({
      collection: 'book-imports',
      id: importId,
      depth: 0,
      select: {
        fileName: true,
        status: true,
        total: true,
        done: true,
        created: true,
        updated: true,
        unchanged: true,
        refused: true,
        problems: true,
      },
      overrideAccess: false,
      user,
      disableErrors: true,
    })
    if (!record) return template(<p>This import was not found.</p>)
    const running = record.status === 'queued' || record.status === 'running'
    return template(
      <>
        <h1>Import of {record.fileName}</h1>
        <ImportProgress running={running} />
        <p role="status" className="book-import__progress">
          {running
            ? `Importing: ${record.done.toLocaleString('en-US')} of ${record.total.toLocaleString('en-US')} books done. You can leave this page; the import carries on.`
            : record.status === 'failed'
              ? 'The import stopped: the person who started it may no longer import books.'
              : 'The import is finished.'}
        </p>
        {running && <progress max={Math.max(1, record.total)} value={record.done} className="book-import__bar" />}
        <dl className="book-import__counts">
          <div>
            <dt>Added</dt>
            <dd>{record.created.toLocaleString('en-US')}</dd>
          </div>
          <div>
            <dt>Updated</dt>
            <dd>{record.updated.toLocaleString('en-US')}</dd>
          </div>
          <div>
            <dt>Unchanged</dt>
            <dd>{record.unchanged.toLocaleString('en-US')}</dd>
          </div>
          <div>
            <dt>Not imported</dt>
            <dd>{record.refused.toLocaleString('en-US')}</dd>
          </div>
        </dl>
        <ProblemRows problems={(record.problems as ImportProblem[] | null) ?? []} />
        <p>
          <Link href="/admin/collections/books?sort=-createdAt">See the books</Link>
          {' · '}
          <Link href="/admin/import-books">Import another file</Link>
        </p>
      </>,
    )
  }

  return template(
    <>
      <h1>Import books from a spreadsheet</h1>
      <p className="book-import__intro">
        Save your spreadsheet as CSV with these columns in the first row (any order; leave out the ones you do not use):{' '}
        {BOOK_COLUMNS.map((column) => column.header).join(', ')}. Put several names in one cell with semicolons, e.g.
        “Zine; Photobook”. Books already in the catalogue are found by ISBN, else by title, and only what changed is
        updated. The file is checked first: nothing is saved until you confirm.
      </p>
      <p className="book-import__intro">
        <a href="/api/books/export.csv" download>
          Export the catalogue
        </a>{' '}
        to get a file in this form.
      </p>
      <ImportForm />
    </>,
  )
}
