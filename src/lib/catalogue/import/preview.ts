import type { Payload, TypedUser } from 'payload'

import { catalogueSnapshot, importTags } from './catalogue'
import { openCoverZip } from './coverZip'
import { readBookFile } from './file'
import { planCounts, planRows, type CoverSource, type PlanAction, type RowPlan } from './plan'
import type { BookRow } from './rows'
import { newTags, tagLookup, type NewTag } from './tags'

/**
 * The dry run (issue 33 item 1): what importing the file would do, row by row, with nothing written. The
 * confirmation runs the same steps again on the same files, so what it imports is what was shown.
 */
export type ImportPreview =
  | {
      ok: true
      rows: BookRow[]
      plans: RowPlan[]
      counts: Record<PlanAction, number>
      newTags: NewTag[]
      ignoredColumns: string[]
      coverNames: string[]
    }
  | { ok: false; reason: string }

export type ImportFiles = { csv: string; zip?: Uint8Array | null }

export async function previewImport(payload: Payload, user: TypedUser, files: ImportFiles): Promise<ImportPreview> {
  const file = readBookFile(files.csv)
  if (!file.ok) return file
  const zip = files.zip ? openCoverZip(files.zip) : null
  if (zip && !zip.ok) return zip
  const wanted = [...new Set(file.rows.flatMap((row) => row.cover ?? []))]
  const inZip = zip?.ok ? zip.names : new Set<string>()
  const stored = await storedCovers(
    payload,
    user,
    wanted.filter((name) => !inZip.has(name)),
  )
  const covers: CoverSource = (name) => (inZip.has(name) ? 'zip' : stored.has(name) ? 'images' : null)

  const lookup = tagLookup(await importTags(payload, user))
  const plans = [
    ...planRows(file.rows, await catalogueSnapshot(payload, user, file.rows), lookup, covers),
    ...file.refused.map((row) => ({ action: 'refused' as const, ...row })),
  ].sort((a, b) => a.line - b.line)
  const refusedLines = new Set(plans.flatMap((plan) => (plan.action === 'refused' ? [plan.line] : [])))
  const rows = file.rows.filter((row) => !refusedLines.has(row.line))
  return {
    ok: true,
    rows,
    plans,
    counts: planCounts(plans),
    newTags: newTags(rows, lookup),
    ignoredColumns: file.ignoredColumns,
    coverNames: wanted.filter((name) => inZip.has(name)),
  }
}

/** Images already in the admin with these file names (a cover imported before is used again, not copied). */
export async function storedCovers(
  payload: Payload,
  user: TypedUser,
  names: readonly string[],
): Promise<Map<string, number>> {
  const found = new Map<string, number>()
  for (let i = 0; i < names.length; i += 500) {
    const { docs } = await payload.find({
      collection: 'media',
      where: { filename: { in: names.slice(i, i + 500) } },
      depth: 0,
      pagination: false,
      select: { filename: true },
      overrideAccess: false,
      user,
    })
    for (const doc of docs) if (doc.filename && !found.has(doc.filename)) found.set(doc.filename, doc.id)
  }
  return found
}
