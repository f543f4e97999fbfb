import type { GlobalConfig } from 'payload'

import { isEditor } from '../access/isEditor'
import { isStaff } from '../access/isStaff'
import { publishedOrStaff } from '../access/publishedOrStaff'

/** Globals editors write: everyone reads the published version, editors save drafts with history. */
export const editorialGlobalDefaults = {
  // Not `anyone`: with ?draft=true the public would read unpublished drafts.
  // History is read by whoever reads drafts (staff), as in collections.
  access: { read: publishedOrStaff, update: isEditor, readVersions: isStaff },
  versions: { drafts: { autosave: { interval: 800 } }, max: 30 },
} satisfies Pick<GlobalConfig, 'access' | 'versions'>
