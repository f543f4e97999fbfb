'use client'

import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'

import type { NewTag } from '../../lib/catalogue/import/tags'
import type { PlanAction, RowPlan } from '../../lib/catalogue/import/plan'
import { Reasons } from './ProblemRows'

type Preview = { plans: RowPlan[]; counts: Record<PlanAction, number>; newTags: NewTag[]; ignoredColumns: string[] }

const ACTION_LABELS: Record<PlanAction, string> = {
  create: 'New book',
  update: 'Update',
  unchanged: 'No change',
  refused: 'Not imported',
}

const GROUP_NOUNS: Record<string, string> = {
  publishers: 'Publisher',
  formats: 'Format',
  audiences: 'Audience',
  themes: 'Theme',
  artists: 'Artist',
  keywords: 'Keyword',
}

const COLUMN_LABELS: Record<string, string> = {
  catalogue: 'Catalogue',
  isbn: 'ISBN-13',
  publishers: 'Publisher',
  cover: 'Cover file',
}
const changeLabel = (key: string) => COLUMN_LABELS[key] ?? key.charAt(0).toUpperCase() + key.slice(1)

async function answerError(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { error?: string } | null
  return body?.error ?? 'Something went wrong on our side. Please try again in a moment.'
}

/**
 * The two steps: "Check the file" sends the spreadsheet (and the zip of covers) for a dry run and shows what
 * each row would do; "Import N books" sends the same files again to start the import, then opens its page.
 */
export function ImportForm() {
  const router = useRouter()
  const formRef = useRef<HTMLFormElement>(null)
  const [preview, setPreview] = useState<Preview | null>(null)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState<'check' | 'import' | null>(null)

  const send = async (path: string) =>
    fetch(`/api/book-imports/${path}`, {
      method: 'POST',
      body: new FormData(formRef.current!),
      credentials: 'same-origin',
    })

  const check = async (event: React.FormEvent) => {
    event.preventDefault()
    setBusy('check')
    setError('')
    setPreview(null)
    const response = await send('preview').catch(() => null)
    setBusy(null)
    if (!response?.ok) return setError(response ? await answerError(response) : 'The server could not be reached.')
    setPreview((await response.json()) as Preview)
  }

  const start = async () => {
    setBusy('import')
    setError('')
    const response = await send('start').catch(() => null)
    if (!response?.ok) {
      setBusy(null)
      return setError(response ? await answerError(response) : 'The server could not be reached.')
    }
    const { importId } = (await response.json()) as { importId: number }
    router.push(`/admin/import-books?import=${importId}`)
  }

  const toImport = preview ? preview.counts.create + preview.counts.update : 0
  return (
    <>
      <form ref={formRef} onSubmit={check} onChange={() => setPreview(null)} className="book-import__form">
        <label>
          Spreadsheet (CSV)
          <input type="file" name="file" accept=".csv,text/csv" required aria-describedby="book-import-file-hint" />
          <span id="book-import-file-hint" className="book-import__hint">
            Up to 10,000 books; from Excel or Numbers, save as “CSV UTF-8”.
          </span>
        </label>
        <label>
          Covers (optional)
          <input type="file" name="covers" accept=".zip,application/zip" aria-describedby="book-import-covers-hint" />
          <span id="book-import-covers-hint" className="book-import__hint">
            A zip of the cover images, named as in the Cover file column.
          </span>
        </label>
        <button type="submit" className="btn btn--style-secondary btn--size-medium" disabled={busy !== null}>
          {busy === 'check' ? 'Checking…' : 'Check the file'}
        </button>
      </form>

      <div role="status" className="book-import__answer">
        {error && <p className="book-import__error">{error}</p>}
      </div>

      {preview && (
        <section className="book-import__section" aria-label="What the import will do">
          <h2>What the import will do</h2>
          <p className="book-import__summary">
            {preview.counts.create} new, {preview.counts.update} to update, {preview.counts.unchanged} unchanged,{' '}
            {preview.counts.refused} not imported. Nothing has been saved yet.
          </p>
          {preview.ignoredColumns.length > 0 && <p>Columns not read: {preview.ignoredColumns.join(', ')}.</p>}
          {preview.newTags.length > 0 && (
            <>
              <h3>New tags ({preview.newTags.length}), created when you import</h3>
              <ul className="book-import__tags">
                {preview.newTags.map((tag) => (
                  <li key={`${tag.group}:${tag.title}`}>
                    {GROUP_NOUNS[tag.group] ?? tag.group}: <strong>{tag.title}</strong>
                  </li>
                ))}
              </ul>
            </>
          )}
          <div className="book-import__actions">
            <button
              type="button"
              className="btn btn--style-primary btn--size-medium"
              onClick={start}
              disabled={busy !== null || toImport === 0}
            >
              {busy === 'import'
                ? 'Starting…'
                : toImport === 0
                  ? 'Nothing to import'
                  : `Import ${toImport} ${toImport === 1 ? 'book' : 'books'}`}
            </button>
            {preview.counts.refused > 0 && (
              <p>Rows not imported are left out; fix them and import the file again later.</p>
            )}
          </div>
          <div className="book-import__scroll">
            <table className="book-import__table">
              <thead>
                <tr>
                  <th scope="col">Row</th>
                  <th scope="col">Title</th>
                  <th scope="col">What happens</th>
                  <th scope="col">Details</th>
                </tr>
              </thead>
              <tbody>
                {preview.plans.map((plan) => (
                  <tr key={plan.line} className={`book-import__row--${plan.action}`}>
                    <td className="book-import__number">{plan.line}</td>
                    <td>{plan.title || '(no title)'}</td>
                    <td>
                      <span className={`book-import__badge book-import__badge--${plan.action}`}>
                        {ACTION_LABELS[plan.action]}
                      </span>
                    </td>
                    <td>
                      {plan.action === 'update' && <p>Changes: {plan.changes.map(changeLabel).join(', ')}</p>}
                      {plan.action === 'refused' ? (
                        <Reasons problems={plan.problems} />
                      ) : (
                        plan.notes.length > 0 && <Reasons problems={plan.notes} />
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </>
  )
}
