import type { GlobalConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isEditor } from '../access/isEditor'

/** Globals editors write: everyone reads the published version, editors save drafts with history. */
export const editorialGlobalDefaults = {
  access: { read: anyone, update: isEditor, readVersions: isEditor },
  versions: { drafts: { autosave: { interval: 800 } }, max: 30 },
} satisfies Pick<GlobalConfig, 'access' | 'versions'>
