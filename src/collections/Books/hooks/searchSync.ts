import { searchAfterChange, searchAfterDelete } from '../../../lib/search/sync'

/** Keeps the search index in step with the published catalogue (create, update, publish, unpublish, delete). */
export const booksSearchAfterChange = searchAfterChange('books')
export const booksSearchAfterDelete = searchAfterDelete('books')
