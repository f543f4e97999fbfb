import type { CollectionConfig } from 'payload'

import { isEditor } from '../access/isEditor'
import { isStaff } from '../access/isStaff'
import { publishedOrStaff } from '../access/publishedOrStaff'

/**
 * What every editor-written collection shares: public reads published only, drafts with versions, autosave for
 * live preview. Version history is staff-only, as drafts are: Payload's default lets any logged-in user read it,
 * library accounts too (registration is open).
 */
export const editorialDefaults = {
  access: { read: publishedOrStaff, readVersions: isStaff, create: isEditor, update: isEditor, delete: isEditor },
  versions: { drafts: { autosave: { interval: 800 }, schedulePublish: true }, maxPerDoc: 30 },
} satisfies Pick<CollectionConfig, 'access' | 'versions'>
