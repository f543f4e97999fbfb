import type { GlobalConfig } from 'payload'

import { isEditor } from '../access/isEditor'
import { publishedOrStaff } from '../access/publishedOrStaff'

/** Globals editors write: everyone reads the published version, editors save drafts with history. */
export const editorialGlobalDefaults = {
  // Not `anyone`: with ?draft=true the public would read unpublished drafts.
  access: { read: publishedOrStaff, update: isEditor, readVersions: isEditor },
  versions: { drafts: { autosave: { interval: 800 } }, max: 30 },
} satisfies Pick<GlobalConfig, 'access' | 'versions'>
