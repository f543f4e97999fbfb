/**
 * Cache tags shared by the readers (src/lib/content) and the Payload hooks that invalidate them
 * (src/lib/revalidate). One place, so the two cannot drift apart.
 */
export const collectionTag = (collection: string) => `collection:${collection}`
export const docTag = (collection: string, slug: string) => `${collection}:${slug}`
export const globalTag = (global: string) => `global:${global}`
/** What the Library Program has shipped: the map's libraries and the impact figures. */
export const SHIPMENTS_TAG = 'library-program:shipments'
