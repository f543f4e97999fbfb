import 'server-only'

import { unstable_cache } from 'next/cache'

import { getPayloadClient } from '../payload'
import { readDonationOptions } from './createCheckout'
import { DONATION_OPTIONS_CACHE_TAG } from './revalidate'
import { normalizeDonationOptions } from './options'

const cachedOptions = unstable_cache(
  async () => readDonationOptions(await getPayloadClient()),
  ['global', 'donation-options'],
  { tags: [DONATION_OPTIONS_CACHE_TAG] },
)

/**
 * The donation options for rendering, cached across requests so the footer keeps pages static (the
 * global's afterChange hook drops the cache). A failed read is not cached and shows the fallback.
 */
export async function getCachedDonationOptions() {
  try {
    return await cachedOptions()
  } catch (error) {
    console.error('Could not load the donation options; showing the fallback', error)
    return normalizeDonationOptions(null)
  }
}
