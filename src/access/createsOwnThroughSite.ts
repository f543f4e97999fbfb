import type { Access } from 'payload'

import { isLibraryAccount } from './roles'

/**
 * Creating a record for a library account (joining a waiting list): only the account itself, for itself, and
 * only through the site's own server code (Local API). Staff do not join on a library's behalf.
 */
export const createsOwnThroughSite: Access = ({ req, data }) =>
  req.payloadAPI === 'local' &&
  isLibraryAccount(req.user) &&
  !!req.user &&
  String((data as { account?: unknown } | undefined)?.account) === String(req.user.id)
