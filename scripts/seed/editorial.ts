/** News, teaching guides, notes, editions and testimonials: the editorial side of the site. */
import type { SeededBooks } from './books'
import { createDocs, type SeedContext } from './context'
import { towns } from './data/towns'
import { BACKGROUND_COLOURS, FIRST_NAMES, LAST_NAMES } from './data/words'
import { heading, list, paragraph, quote, richText } from './lexical'

const DAY = 24 * 60 * 60 * 1000
/** A fixed "today" keeps dates identical on every run. */
const SEED_TODAY = Date.UTC(2026, 10, 1, 15, 0, 0)
const daysAgo = (days: number) => new Date(SEED_TODAY - days * DAY).toISOString()

const NEWS_TITLES = [
  'Library Program reaches its 1,000th library',
  'Spring catalogue now open for orders',
  'A.R.T. Press publishes its first bilingual reader',
  'Meet the librarians of the Poulin Project',
  'New box set: Landscape and Memory',
  'Our distribution map now covers all fifty states',
  'Volunteer packing days return this summer',
  'Thank you to everyone who gave on Giving Tuesday',
  'Teaching guides for school libraries',
  'Press book signing in Brooklyn',
  'Ten years of free art books for libraries',
  'Tribal libraries join the Library Program',
  'Behind the scenes at the warehouse',
  'Prison libraries: what readers ask for',
  'A new edition by a participating artist',
  'How we choose the books we send',
  'Reading groups across rural Montana',
  'Annual report: the year in numbers',
  'Fall catalogue preview',
  'Welcoming our new board members',
]

export async function seedNews(context: SeedContext, pictures: number[]) {
  const { random } = context
  return createDocs(
    context,
    'news',
    NEWS_TITLES.map((title, index) => {
      const town = random.pick(towns)
      return {
        title,
        postDate: daysAgo(index * 23 + random.int(0, 10)),
        excerpt: `${title}. News from A.R.T. and the libraries we work with, from ${town.name} to ${random.pick(towns).name}.`,
        featuredImage: pictures[index % pictures.length],
        content: richText(
          paragraph(
            `This season brought good news from ${town.name}, where librarians have been putting the books to work with readers of every age.`,
          ),
          heading('What happened'),
          paragraph(
            'Over the past months our small team and many volunteers packed and shipped boxes of art books to public, school, prison and tribal libraries. ' +
              'Every book was chosen by a librarian from our catalogue and sent free of charge.',
          ),
          list([
            `${random.int(120, 900)} books shipped to ${random.int(12, 60)} libraries`,
            `${random.int(3, 18)} new libraries joined the program`,
            'Two new teaching guides published',
          ]),
          heading('What comes next'),
          paragraph('Browse the [Library Program catalogue](/library-program) or read [how to participate](/library-program/how-to-participate).'),
        ),
        seo: { description: `${title}: news from A.R.T.` },
      }
    }),
  )
}

const GUIDE_TITLES = [
  'Looking Closely: Portraits', 'Drawing the Neighborhood', 'Color Stories for Young Readers', 'Reading a Photograph',
  'Collage as Conversation', 'Art and Protest', 'Maps, Memory and Place', 'Quilts and the Stories They Keep',
  'Printmaking Without a Press', 'Talking About Abstract Art', 'The Artist’s Notebook', 'Museums on Paper',
]

const METHOD_TITLES = ['Look', 'Describe', 'Wonder', 'Make', 'Share', 'Connect', 'Reflect']

export async function seedGuides(context: SeedContext, books: SeededBooks, pictures: number[]) {
  const { random } = context
  return createDocs(
    context,
    'guides',
    GUIDE_TITLES.map((title, index) => ({
      title,
      postDate: daysAgo(index * 31 + 5),
      backgroundColor: BACKGROUND_COLOURS[index % BACKGROUND_COLOURS.length],
      excerpt: `A teaching guide for libraries and classrooms: ${title.toLowerCase()}, in ${random.int(3, 5)} steps.`,
      featuredImage: pictures[(index + 3) % pictures.length],
      books: random.sample(books.libraryProgram.slice(0, 2_000), 4),
      content: richText(
        paragraph(
          `This guide helps librarians and teachers lead a session on ${title.toLowerCase()}. It needs no art training, ` +
            'only a table, a few books from the Library Program and about forty-five minutes.',
        ),
        paragraph('Each method below can stand on its own; together they make a full workshop.'),
      ),
      methods: random.sample(METHOD_TITLES, random.int(3, 5)).map((method, m) => ({
        title: `${m + 1}. ${method}`,
        content: richText(
          paragraph(
            `${method}: give readers five quiet minutes with a single image before anyone speaks. ` +
              'Ask what they notice first, then what they notice second.',
          ),
          list(['What do you see?', 'What makes you say that?', 'What more can we find?']),
        ),
      })),
      seo: { description: `Teaching guide: ${title}.` },
    })),
  )
}

const NOTE_TITLES = [
  'Why picture books belong in every library', 'On lending art books', 'A reading list for winter',
  'Notes from a prison library', 'What a catalogue can teach', 'The pleasure of big books', 'Reading without words',
  'Small presses, big ideas', 'On translation and art', 'Books that travel', 'Art for the very young', 'Keeping the shelf alive',
]

export async function seedNotes(context: SeedContext, pictures: number[]) {
  const { random } = context
  return createDocs(
    context,
    'notes',
    NOTE_TITLES.map((title, index) => ({
      title,
      postDate: daysAgo(index * 27 + 9),
      backgroundColor: BACKGROUND_COLOURS[(index + 5) % BACKGROUND_COLOURS.length],
      author: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
      excerpt: `${title}: a short note on reading art books in public libraries.`,
      featuredImage: pictures[(index + 7) % pictures.length],
      content: richText(
        paragraph(`${title}. Librarians tell us that art books are among the most borrowed and the least replaced.`),
        quote('A book of pictures is a book anyone can open.'),
        paragraph('These notes collect what we have learned from the libraries that order with us, one shelf at a time.'),
      ),
      seo: { description: title },
    })),
  )
}

const EDITIONS: Array<[title: string, details: string]> = [
  ['Harbor Light', 'Risograph print, 11 × 17 in, edition of 100'],
  ['Blue Hour Tote', 'Screen-printed canvas tote, edition of 250'],
  ['Paper Garden', 'Archival inkjet print, 16 × 20 in, edition of 50'],
  ['Alphabet of Rooms', 'Letterpress poster, 12 × 18 in, edition of 75'],
  ['Salt Studies', 'Set of six postcards, edition of 300'],
  ['The Open Shelf', 'Screenprint, 18 × 24 in, edition of 60, signed'],
  ['Folded Map', 'Leporello artist book, edition of 120'],
  ['Night Library', 'Woodcut, 9 × 12 in, edition of 40, signed and numbered'],
]

export async function seedEditions(context: SeedContext, pictures: number[]) {
  const { random } = context
  return createDocs(
    context,
    'editions',
    EDITIONS.map(([title, details], index) => ({
      title,
      artist: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
      year: 2026 - index,
      details,
      featuredImage: pictures[(index + 11) % pictures.length],
      gallery: random.sample(pictures, 3),
      content: richText(
        paragraph(`${title} was made for A.R.T. by an artist whose books are in the Library Program.`),
        paragraph('Every edition sold pays for art books sent free to libraries. [Support us](/support) to receive one.'),
      ),
      seo: { description: `${title}: an artist edition supporting A.R.T.` },
    })),
  )
}

const QUOTES = [
  'Our patrons had never seen books like these on our shelves. They are checked out constantly.',
  'The teens at our branch started a drawing club after the first box arrived.',
  'For many of the men here, these are the first art books they have ever held.',
  'We are a two-room library. A.R.T. gave us a collection a city library would be proud of.',
  'The picture books have become the heart of our story time.',
  'Ordering was easy, and the books arrived beautifully packed.',
  'Our elders recognized their own traditions in these pages.',
  'Teachers borrow the art books for their classrooms every week.',
  'I did not know free books of this quality existed.',
  'The teaching guides made it easy to run our first art workshop.',
]

const ROLES = ['Library Director', 'Youth Services Librarian', 'Branch Manager', 'School Librarian', 'Reentry Program Coordinator', 'Outreach Librarian']

export async function seedTestimonials(context: SeedContext) {
  const { random } = context
  return createDocs(
    context,
    'testimonials',
    Array.from({ length: 20 }, (_, index) => {
      const town = towns[(index * 7) % towns.length]
      return {
        quote: QUOTES[index % QUOTES.length],
        name: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
        role: random.pick(ROLES),
        library: `${town.name} ${random.pick(['Public Library', 'Community Library', 'High School Library', 'Free Library'])}`,
        location: `${town.name}, ${town.state}`,
      }
    }),
  )
}
