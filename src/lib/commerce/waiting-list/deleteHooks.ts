import type { CollectionBeforeDeleteHook } from 'payload'

/**
 * A wait belongs to its book and its library: deleting either deletes its waits first, in the same transaction
 * (the entry's relationships are required, so the database would otherwise refuse the delete).
 */
const deleteWaitsOf =
  (field: 'book' | 'account'): CollectionBeforeDeleteHook =>
  async ({ id, req }) => {
    await req.payload.delete({
      collection: 'waiting-list-entries',
      where: { [field]: { equals: id } },
      overrideAccess: true,
      req,
    })
  }

export const deleteWaitsOfBook = deleteWaitsOf('book')
export const deleteWaitsOfAccount = deleteWaitsOf('account')
