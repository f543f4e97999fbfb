import type { GlobalAfterChangeHook } from 'payload'

import { globalTag } from '../content/tags'
import { invalidate } from '../revalidate/invalidate'

export const DONATION_OPTIONS_CACHE_TAG = globalTag('donation-options')

/** The widget is in the footer of every page: a published change refreshes the cached options and all pages. */
export const revalidateDonationOptions: GlobalAfterChangeHook = ({ doc, req }) => {
  if ((doc as { _status?: string })._status !== 'draft') {
    invalidate({ tags: [DONATION_OPTIONS_CACHE_TAG], layoutPaths: ['/'] }, req.payload.logger)
  }
  return doc
}
