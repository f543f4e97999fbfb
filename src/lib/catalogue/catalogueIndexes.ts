/**
 * Indexes the catalogue queries need beyond the one-column indexes Payload generates. Created from
 * code, idempotently (a migration cannot be hand-edited); same SQL on SQLite and Postgres. A
 * development schema push may drop them, so they are ensured again by each new server process.
 */
export const CATALOGUE_INDEXES = [
  // A filter on several tags reads only the index: (path, tag) → book ids.
  'CREATE INDEX IF NOT EXISTS art_books_rels_path_tag_parent ON books_rels (path, tags_id, parent_id)',
  // One catalogue, published, already in title or date order, with and without the stock filter.
  'CREATE INDEX IF NOT EXISTS art_books_catalogue_title ON books (product_type_handle, _status, title, id)',
  'CREATE INDEX IF NOT EXISTS art_books_catalogue_stock_title ON books (product_type_handle, _status, in_stock, title, id)',
  'CREATE INDEX IF NOT EXISTS art_books_catalogue_created ON books (product_type_handle, _status, created_at, id)',
  'CREATE INDEX IF NOT EXISTS art_books_catalogue_stock_created ON books (product_type_handle, _status, in_stock, created_at, id)',
]
