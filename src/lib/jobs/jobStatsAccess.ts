import type { SanitizedConfig } from 'payload'

import { isAdmin } from '../../access/isAdmin'

/**
 * Payload adds the global that records when scheduled jobs were last queued (payload-jobs-stats) as soon as a
 * task has a `schedule`, with the default access of any signed-in user, library accounts included, and no
 * option to set it. Someone who could write it could stop the yearly statements from being scheduled. The
 * scheduler itself uses the Local API (access not applied); in the admin and the APIs it is for admins only.
 */
export function lockJobStatsGlobal(config: SanitizedConfig): SanitizedConfig {
  const stats = config.globals.find((global) => global.slug === 'payload-jobs-stats')
  if (stats) stats.access = { ...stats.access, read: isAdmin, update: isAdmin, readVersions: isAdmin }
  return config
}
