/** News, teaching guides, notes, editions and testimonials: the editorial side of the site. */
import type { SeededBooks } from './books'
import { slugify } from '../../src/fields/slugify'
import { createDoc, createDocs, type SeedContext } from './context'
import { towns } from './data/towns'
import { BACKGROUND_COLOURS, FIRST_NAMES, LAST_NAMES } from './data/words'
import { createBookCover, createEditionPictures, createPictures } from './images'
import { heading, list, paragraph, quote, richText } from './lexical'
import { createRandom } from './random'

const DAY = 24 * 60 * 60 * 1000
/** A fixed "today" keeps dates identical on every run. */
const SEED_TODAY = Date.UTC(2026, 10, 1, 15, 0, 0)
const daysAgo = (days: number) => new Date(SEED_TODAY - days * DAY).toISOString()

const NEWS: Array<[title: string, excerpt: string]> = [
  ['Library Program reaches its 1,000th library', 'A two-room library in rural Ohio became the thousandth to order free art books from us.'],
  ['Spring catalogue now open for orders', 'Forty new titles, from Bauhaus weaving to contemporary Native photography, are ready to order.'],
  ['A.R.T. Press publishes its first bilingual reader', 'An English and Spanish introduction to looking at murals, written with librarians in Texas.'],
  ['Meet the librarians of the Poulin Project', 'Six librarians on what changed when art books arrived on their shelves.'],
  ['New box set: Landscape and Memory', 'Twelve books about land, home and remembering, sent together as one order.'],
  ['Our distribution map now covers all fifty states', 'With a first order from Wyoming, there is now a participating library in every state.'],
  ['Volunteer packing days return this summer', 'Join us at the warehouse on Saturdays in July to pack boxes for libraries.'],
  ['Thank you to everyone who gave on Giving Tuesday', 'Your gifts will send more than 3,000 books to libraries this winter.'],
  ['Teaching guides for school libraries', 'Four new guides help school librarians run a first art session with any class.'],
  ['Press book signing in Brooklyn', 'Meet the artists behind three new A.R.T. Press titles at our open studio evening.'],
  ['Ten years of free art books for libraries', 'What we learned in a decade of sending books, and what comes next.'],
  ['Tribal libraries join the Library Program', 'Nine tribal libraries and cultural centers placed their first orders this spring.'],
  ['Behind the scenes at the warehouse', 'How a librarian’s order becomes a sealed box on a truck in under a week.'],
  ['Prison libraries: what readers ask for', 'Librarians in correctional facilities tell us which books never stay on the shelf.'],
  ['A new edition by a participating artist', 'A signed woodcut whose sales will pay for two hundred books.'],
  ['How we choose the books we send', 'Our catalogue committee on quality, range and the books librarians ask for most.'],
  ['Reading groups across rural Montana', 'Five small libraries started monthly groups around the same box of books.'],
  ['Annual report: the year in numbers', 'Books shipped, libraries reached and where every dollar went last year.'],
  ['Fall catalogue preview', 'A first look at the titles arriving in September, with a focus on craft and design.'],
  ['Welcoming our new board members', 'A school librarian, a printmaker and a publisher join the board.'],
]

/** Each item's own picture: a scene, never its heading again. */
const ownPictures = (context: SeedContext, kind: string, count: number) =>
  createPictures(context, { prefix: kind, count, stage: `${kind} pictures` })

export async function seedNews(context: SeedContext) {
  const { random } = context
  const pictures = await ownPictures(context, 'news', NEWS.length)
  return createDocs(
    context,
    'news',
    NEWS.map(([title, excerpt], index) => {
      const town = random.pick(towns)
      return {
        title,
        postDate: daysAgo(index * 23 + random.int(0, 10)),
        excerpt,
        featuredImage: pictures[index],
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
        seo: { description: excerpt },
      }
    }),
  )
}

const GUIDE_TITLES = [
  'Looking Closely: Portraits', 'Drawing the Neighborhood', 'Color Stories for Young Readers', 'Reading a Photograph',
  'Collage as Conversation', 'Art and Protest', 'Maps, Memory and Place', 'Quilts and the Stories They Keep',
  'Printmaking Without a Press', 'Talking About Abstract Art', 'The Artist’s Notebook', 'Museums on Paper',
]

const GUIDE_EXCERPTS = [
  'Faces, poses and what they tell us: a first session for readers of any age.',
  'Walk the block, then draw it from memory with books of city views beside you.',
  'Picture books and colour games for readers who are four to eight years old.',
  'Slow looking at one photograph, then at the photographer’s whole book.',
  'Cut, tear and glue a reply to an artist’s collage.',
  'Posters, banners and the books that collect them, for teenage readers.',
  'Artists’ maps of real and remembered places, and a map of your own town.',
  'Quilt books as a way into family history and pattern.',
  'Stamps, stencils and rubbings made with what a library already has.',
  'Four questions that help a group talk about a painting with no subject.',
  'Sketchbooks by well-known artists, and a week of keeping one.',
  'Exhibition catalogues as a museum that fits on a library table.',
]

const METHOD_TITLES = ['Look', 'Describe', 'Wonder', 'Make', 'Share', 'Connect', 'Reflect']

export async function seedGuides(context: SeedContext, books: SeededBooks) {
  const { random } = context
  const pictures = await ownPictures(context, 'guide', GUIDE_TITLES.length)
  return createDocs(
    context,
    'guides',
    GUIDE_TITLES.map((title, index) => ({
      title,
      postDate: daysAgo(index * 31 + 5),
      backgroundColor: BACKGROUND_COLOURS[index % BACKGROUND_COLOURS.length],
      excerpt: GUIDE_EXCERPTS[index],
      featuredImage: pictures[index],
      books: random.sample(books.libraryProgram.slice(0, 2_000), 4),
      content: richText(
        paragraph(
          `This guide helps librarians and teachers lead a session called “${title}”. It needs no art training, ` +
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
      seo: { description: GUIDE_EXCERPTS[index] },
    })),
  )
}

const NOTE_TITLES = [
  'Why picture books belong in every library', 'On lending art books', 'A reading list for winter',
  'Notes from a prison library', 'What a catalogue can teach', 'The pleasure of big books', 'Reading without words',
  'Small presses, big ideas', 'On translation and art', 'Books that travel', 'Art for the very young', 'Keeping the shelf alive',
]

const NOTE_EXCERPTS = [
  'Picture books are not only for children, and the shelves should say so.',
  'What happens to an expensive book when it goes out the door, and why that is fine.',
  'Twelve books for long evenings, chosen by librarians in northern states.',
  'A librarian on the books that are requested by name, week after week.',
  'Exhibition catalogues are the cheapest seat in the museum.',
  'Oversized books are awkward to shelve and impossible to forget.',
  'Books of images welcome readers who are still learning English.',
  'Independent publishers make many of the books our libraries love most.',
  'How a book of paintings reads differently in three languages.',
  'Some of our books have been lent more than a hundred times.',
  'Board books and picture books that introduce art before reading.',
  'Weeding, mending and reordering: how an art shelf stays alive.',
]

export async function seedNotes(context: SeedContext) {
  const { random } = context
  const pictures = await ownPictures(context, 'note', NOTE_TITLES.length)
  return createDocs(
    context,
    'notes',
    NOTE_TITLES.map((title, index) => ({
      title,
      postDate: daysAgo(index * 27 + 9),
      backgroundColor: BACKGROUND_COLOURS[(index + 5) % BACKGROUND_COLOURS.length],
      author: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
      excerpt: NOTE_EXCERPTS[index],
      featuredImage: pictures[index],
      content: richText(
        paragraph(`${NOTE_EXCERPTS[index]} Librarians tell us that art books are among the most borrowed and the least replaced.`),
        quote('A book of pictures is a book anyone can open.'),
        paragraph('These notes collect what we have learned from the libraries that order with us, one shelf at a time.'),
      ),
      seo: { description: NOTE_EXCERPTS[index] },
    })),
  )
}

type EditionSeed = {
  title: string
  details: string
  editionSize: number
  price: number
  availability: 'available' | 'lastCopies' | 'soldOut'
  /** Sold through the press cart: the seed makes it a press item too. */
  pressItem?: { stock: number }
}

const EDITIONS: EditionSeed[] = [
  { title: 'Harbor Light', details: 'Risograph print, 11 × 17 in', editionSize: 100, price: 60, availability: 'available' },
  { title: 'Blue Hour Tote', details: 'Screen-printed canvas tote', editionSize: 250, price: 35, availability: 'soldOut' },
  { title: 'Paper Garden', details: 'Archival inkjet print, 16 × 20 in', editionSize: 50, price: 180, availability: 'lastCopies' },
  { title: 'Alphabet of Rooms', details: 'Letterpress poster, 12 × 18 in', editionSize: 75, price: 90, availability: 'available' },
  { title: 'Salt Studies', details: 'Set of six postcards', editionSize: 300, price: 25, availability: 'available' },
  { title: 'The Open Shelf', details: 'Screenprint, 18 × 24 in, signed', editionSize: 60, price: 250, availability: 'lastCopies' },
  {
    title: 'Folded Map',
    details: 'Leporello artist book',
    editionSize: 120,
    price: 45,
    availability: 'available',
    pressItem: { stock: 40 },
  },
  { title: 'Night Library', details: 'Woodcut, 9 × 12 in, signed and numbered', editionSize: 40, price: 400, availability: 'soldOut' },
]

/** Press items for editions draw their covers from their own numbers, so that all else seeded stays as it was. */
const EDITION_COVER_SEED = 0xed17

/** The A.R.T. Press item that sells an edition through the press cart, with a cover like every press book's. */
async function createPressItem(context: SeedContext, edition: EditionSeed, artist: string, stock: number) {
  const slug = `${slugify(edition.title)}-edition`
  const item = { title: edition.title, slug, authors: artist, productTypeHandle: 'press' } as const
  const cover = await createBookCover({ ...context, random: createRandom(EDITION_COVER_SEED) }, item)
  const book = await createDoc(context.payload, 'books', {
    ...item,
    description: richText(
      paragraph(`${edition.title}: ${edition.details.toLowerCase()}, an edition of ${edition.editionSize} made for A.R.T. by ${artist}.`),
    ),
    // Press prices are stored in cents.
    variants: [{ sku: `ARTP-${slug.toUpperCase()}`, price: edition.price * 100, stock }],
    featuredImage: cover,
  })
  return book.id
}

export async function seedEditions(context: SeedContext) {
  const { random } = context
  const artists = EDITIONS.map(() => `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`)
  const pictures: Array<{ print: number; gallery: number[] }> = []
  for (const index of EDITIONS.keys()) {
    pictures.push(await createEditionPictures(context, `edition-${index + 1}`))
    context.progress.tick('edition pictures', index + 1, EDITIONS.length)
  }
  const pressBooks: Array<number | null> = []
  for (const [index, edition] of EDITIONS.entries()) {
    pressBooks.push(edition.pressItem ? await createPressItem(context, edition, artists[index], edition.pressItem.stock) : null)
  }
  return createDocs(
    context,
    'editions',
    EDITIONS.map(({ title, details, editionSize, price, availability }, index) => ({
      title,
      artist: artists[index],
      year: 2026 - index,
      details,
      editionSize,
      price,
      availability,
      pressBook: pressBooks[index],
      featuredImage: pictures[index].print,
      gallery: pictures[index].gallery,
      content: richText(
        paragraph(`${title} was made for A.R.T. by an artist whose books are in the Library Program.`),
        paragraph('Every edition sold pays for art books sent free to libraries.'),
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
  'A patron told me the photography books were the reason she renewed her card.',
  'Our ESL group reads the pictures first and the words later. It works.',
  'We used to have four art books. Now we have a whole section, and it is never tidy.',
  'The quilt books started a conversation with our grandmothers’ sewing circle.',
  'Students who never check anything out ask me when the next box is coming.',
  'Every book came with care: sturdy bindings, good paper, nothing we had to mend.',
  'We put the architecture books out during a town planning meeting. People stayed late.',
  'A father and his son read the same book of drawings every Saturday.',
  'Our bookmobile now carries art books to three farm towns.',
  'The artist editions on our wall remind everyone who made this collection possible.',
]

const ROLES = ['Library Director', 'Youth Services Librarian', 'Branch Manager', 'School Librarian', 'Reentry Program Coordinator', 'Outreach Librarian']

export async function seedTestimonials(context: SeedContext) {
  const { random } = context
  return createDocs(
    context,
    'testimonials',
    QUOTES.map((quote, index) => {
      const town = towns[(index * 7) % towns.length]
      return {
        quote,
        name: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
        role: random.pick(ROLES),
        library: `${town.name} ${random.pick(['Public Library', 'Community Library', 'High School Library', 'Free Library'])}`,
        location: `${town.name}, ${town.state}`,
      }
    }),
  )
}
