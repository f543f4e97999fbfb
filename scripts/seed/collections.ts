/** Featured collections and box sets: hand-picked groups of books with a band colour. */
import type { SeededBooks } from './books'
import { createDocs, type SeedContext } from './context'
import { BACKGROUND_COLOURS } from './data/words'
import { paragraph, richText } from './lexical'

export async function seedFeaturedCollections(context: SeedContext, books: SeededBooks) {
  const { random } = context
  const lp = books.libraryProgram.slice(0, 2_000)
  return createDocs(context, 'featured-collections', [
    { title: 'New This Season', typeHandle: 'libraryProgram', backgroundColor: BACKGROUND_COLOURS[0], books: random.sample(lp, 10) },
    { title: 'Picture Books for Every Age', typeHandle: 'libraryProgram', backgroundColor: BACKGROUND_COLOURS[1], books: random.sample(lp, 8) },
    { title: 'Artists on Place', typeHandle: 'libraryProgram', backgroundColor: BACKGROUND_COLOURS[2], books: random.sample(lp, 9) },
    { title: 'Press Favourites', typeHandle: 'press', backgroundColor: BACKGROUND_COLOURS[3], books: random.sample(books.press, 8) },
  ])
}

export async function seedBoxSets(context: SeedContext, books: SeededBooks) {
  const { random } = context
  const lp = books.libraryProgram.slice(0, 2_000)
  return createDocs(context, 'box-sets', [
    {
      title: 'First Library Box',
      typeHandle: 'libraryProgram',
      backgroundColor: BACKGROUND_COLOURS[4],
      books: random.sample(lp, 12),
      introductionText: richText(
        paragraph('Twelve books chosen by librarians for a library starting an art shelf: monographs, picture books and one good dictionary of art terms.'),
        paragraph('The box ships as one order and counts as twelve books towards your limit.'),
      ),
    },
    {
      title: 'Reading Room Box: Landscape and Memory',
      typeHandle: 'libraryProgram',
      backgroundColor: BACKGROUND_COLOURS[5],
      books: random.sample(lp, 10),
      introductionText: richText(
        paragraph('Ten books about land, home and remembering, with a teaching guide for reading groups.'),
        paragraph('Put together with the [Teaching Guides](/resources/guides) in mind: each book pairs with a guide method.'),
      ),
    },
  ])
}
