import type { CollectionConfig } from 'payload'

import { isEditor } from '../access/isEditor'
import { publishedOrStaff } from '../access/publishedOrStaff'

/** What every editor-written collection shares: public reads published only, drafts with versions, autosave for live preview. */
export const editorialDefaults = {
  access: { read: publishedOrStaff, create: isEditor, update: isEditor, delete: isEditor },
  versions: { drafts: { autosave: { interval: 800 }, schedulePublish: true }, maxPerDoc: 30 },
} satisfies Pick<CollectionConfig, 'access' | 'versions'>
