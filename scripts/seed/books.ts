/** The two catalogues: Library Program books (any number) and A.R.T. Press books (for sale). */
import { createBookFactory, type BookSeed } from './bookData'
import { createBookIndexer } from './bookSearch'
import { insertBooksBulk } from './booksBulk'
import { createDoc, type SeedContext } from './context'
import { createBookCover, createThemeCovers, type ThemeCovers } from './images'
import type { SeededTags } from './tags'

const PRESS_BOOKS = 60
export const DEFAULT_LIBRARY_BOOKS = 320
/** Above this many Library Program books the seed writes them in bulk instead of through the Local API. */
const BULK_THRESHOLD = 2_000
const BULK_BATCH = 1_000

export type SeededBooks = { libraryProgram: number[]; press: number[]; bulk: boolean; millisecondsPerBook: number }

export type BookOptions = { libraryBooks: number; bulk?: boolean }

export async function seedBooks(context: SeedContext, tags: SeededTags, options: BookOptions): Promise<SeededBooks> {
  const { payload, progress } = context
  const bulk = options.bulk ?? options.libraryBooks > BULK_THRESHOLD
  // Thousands of books share untitled covers per theme; a normal catalogue gives every book its own.
  const covers: ThemeCovers = bulk ? await createThemeCovers(context) : new Map()
  // One factory for both catalogues: slugs are unique across all books.
  const factory = createBookFactory(context.random, tags, covers)
  const started = Date.now()
  const withOwnCover = async (book: BookSeed) => ({ ...book, featuredImage: await createBookCover(context, book) })

  const press: number[] = []
  for (let i = 0; i < PRESS_BOOKS; i++) {
    press.push((await createDoc(payload, 'books', await withOwnCover(factory.make('press', i)))).id)
    progress.tick('press books', i + 1, PRESS_BOOKS)
  }

  const libraryProgram: number[] = []
  const lpStarted = Date.now()
  let indexMilliseconds = 0
  if (bulk) {
    const index = await createBookIndexer(payload, tags, [...covers.values()].flat())
    // The search index is a separate store: index one batch while the next is inserted.
    let indexing: Promise<void> = Promise.resolve()
    for (let start = 0; start < options.libraryBooks; start += BULK_BATCH) {
      const batch: BookSeed[] = []
      for (let i = start; i < Math.min(start + BULK_BATCH, options.libraryBooks); i++) batch.push(factory.make('libraryProgram', i))
      const ids = await insertBooksBulk(payload, batch)
      libraryProgram.push(...ids)
      const waitStarted = Date.now()
      await indexing
      indexMilliseconds += Date.now() - waitStarted
      indexing = index(batch, ids)
      // Rethrown by the await above; this only stops Node calling it unhandled in the meantime.
      indexing.catch(() => {})
      progress.tick('library books', libraryProgram.length, options.libraryBooks)
    }
    const waitStarted = Date.now()
    await indexing
    indexMilliseconds += Date.now() - waitStarted
  } else {
    for (let i = 0; i < options.libraryBooks; i++) {
      libraryProgram.push((await createDoc(payload, 'books', await withOwnCover(factory.make('libraryProgram', i)))).id)
      progress.tick('library books', i + 1, options.libraryBooks)
    }
  }
  const lpMilliseconds = Date.now() - lpStarted
  progress.log(
    `    ${options.libraryBooks} library books via ${bulk ? 'bulk insert' : 'Local API'} in ${(lpMilliseconds / 1000).toFixed(1)} s` +
      ` (${(lpMilliseconds / Math.max(1, options.libraryBooks)).toFixed(2)} ms/book` +
      (bulk ? `, of which waiting for search indexing ${(indexMilliseconds / 1000).toFixed(1)} s` : '') +
      `); all books ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
  return { libraryProgram, press, bulk, millisecondsPerBook: lpMilliseconds / Math.max(1, options.libraryBooks) }
}
