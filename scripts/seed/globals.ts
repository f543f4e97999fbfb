/** Every global: site texts, menu, pages, learn-more, Poulin, how-to-participate, donation options. */
import { LOCAL_SIGNUP_PATH } from '../../src/lib/footer/mailingList'
import { publishGlobal, type SeedContext } from './context'
import { donationOptions } from './donations'
import { createLogo, createPicture } from './images'
import { heading, link, list, paragraph, richText, text } from './lexical'
import { SITE_MENU } from './menus'

const SEARCH_SUGGESTIONS = [
  'Try “quilts”', 'Search for an artist’s name', 'Books about the desert', 'Picture books about color',
  'Photography of the city', 'Try “printmaking”', 'Books for young readers', 'Indigenous art', 'Search “architecture”',
  'Letters and diaries of artists',
]

// The default list is the site's own sign-up form (stored in mailing-list-subscribers); editors may add a
// provider's form address beside or instead of it.
const MAILING_LISTS = [{ mailingListTitle: 'A.R.T. newsletter sign-up', mailingListIframe: LOCAL_SIGNUP_PATH }]

type Refs = {
  pictures: number[]
  news: number[]
  publishers: number[]
  libraries: number[]
  testimonials: number[]
}

export async function seedGlobals(context: SeedContext, refs: Refs): Promise<number> {
  const { payload, random } = context
  const picture = (i: number) => refs.pictures[i % refs.pictures.length]
  let count = 0
  const publish = async (slug: Parameters<typeof publishGlobal>[1], data: Record<string, unknown>) => {
    await publishGlobal(payload, slug, data)
    count++
  }

  await publish('menus', SITE_MENU)

  await publish('site-settings', {
    homeMission: richText(
      paragraph(
        'A.R.T. is a non-profit that puts art books where people can reach them. Through the Library Program we send new art books, free, ' +
          'to public, school, prison and tribal libraries across the United States; A.R.T. Press publishes books that pay for the program.',
      ),
    ),
    searchSuggestions: SEARCH_SUGGESTIONS.map((phrase) => ({ phrase })),
    searchCta: 'Search the catalogue',
    filterInstruction: 'Browse by artist, theme or keyword, or search for anything.',
    navTexts: {
      about: 'Who we are, how to support us, artist editions and news.',
      libProgram: 'Free art books for libraries: order, learn more and see where the books go.',
      press: 'Books published by A.R.T. Press, sold to support the Library Program.',
      resources: 'Teaching guides and notes for reading art books with others.',
    },
    libraryProgramMission: {
      long: richText(
        paragraph(
          'The Library Program gives libraries art books they could not otherwise buy. Librarians choose from a catalogue of hundreds of new titles, ' +
            'and we ship them free of charge. Since 2012 the program has reached libraries in every state.',
        ),
        paragraph('Any public, school, prison, tribal or community library in the United States can take part. Read [how the Library Program works](/library-program/about).'),
      ),
      short: 'Free art books for libraries in every state.',
    },
    ctaText: 'Are you a librarian? Order free art books for your library.',
    buttonText: 'Join the Library Program',
    loginStatement: 'Log in to order books for your library. Your order is saved between visits.',
    registerStatement: 'Register your library to order free art books. We verify every library before its first order ships.',
    registerCta: { question: 'Not registered yet?', button: 'Register your library' },
    orderLimitStatement: 'Your library may order up to {limit} books per order.',
    exceededOrderLimitStatement: 'Your order has more books than your library’s limit. Remove some books to submit it.',
    poulinCta: { text: 'The Poulin Project pairs libraries with artists and publishers. See this year’s prompts.', buttonText: 'About the Poulin Project' },
    supportCta: { text: 'Every gift sends art books to a library that asked for them.', buttonText: 'Donate' },
    mailingListCta: richText(
      paragraph(
        text('Hear about new books, editions and events: '),
        link('join our mailing list', '#mailing-list', { underline: true, newTab: false }),
        text('.'),
      ),
    ),
    mailingLists: MAILING_LISTS,
    footer: {
      socialLinks: [
        { label: 'Instagram', url: 'https://www.instagram.com/' },
        { label: 'Facebook', url: 'https://www.facebook.com/' },
        { label: 'Bluesky', url: 'https://bsky.app/' },
      ],
      contact: richText(
        paragraph('A.R.T., 55 Water Street, Brooklyn, NY 11201'),
        paragraph('[info@example.org](mailto:info@example.org) · (718) 555-0142'),
      ),
      donationText: 'Support free art books for libraries.',
      bookDonationText: 'Publishers and artists: donate new books to the Library Program.',
      ctaButtonText: 'Library Program',
    },
    seo: {
      siteTitle: 'A.R.T.',
      description: 'A.R.T. sends free art books to libraries across the United States and publishes art books through A.R.T. Press.',
      image: picture(0),
    },
  })

  await publish('about-page', {
    title: 'Who we are',
    intro: richText(paragraph('A.R.T. is a non-profit organisation that believes everyone should be able to open a good art book.')),
    image: await createPicture(context, { name: 'page-about', kind: 'readingRoom' }),
    body: richText(
      heading('Our work'),
      paragraph('We run the Library Program, publish books as A.R.T. Press and write reading resources for librarians and teachers.'),
      list(['Free art books for libraries', 'Teaching guides and notes', 'Artist editions that fund the program']),
      heading('Our team'),
      paragraph('A small staff in Brooklyn, a board of artists and librarians, and many volunteers who pack every box.'),
    ),
    faq: [
      ['Who can order books?', 'Any public, school, prison, tribal, academic or community library in the United States. [Register](/register) to begin.'],
      ['How much does it cost?', 'Nothing. Books and shipping are free for participating libraries.'],
      ['How many books can we order?', 'It depends on your library type: from 10 books per order for public libraries to 20 for prison and tribal libraries.'],
      ['How often can we order?', 'Once per catalogue season, twice a year.'],
      ['Can I donate books?', 'Yes. Publishers and artists can offer new books with the book donation form at the foot of every page.'],
      ['Where does the money come from?', 'From donors like you, A.R.T. Press sales and artist editions. [Support us](/support).'],
    ].map(([question, answer]) => ({ question, answer: richText(paragraph(answer)) })),
    seo: { description: 'Who we are: A.R.T. and its Library Program, press and reading resources.' },
  })

  await publish('support-page', {
    title: 'Support',
    intro: richText(paragraph('Your gift puts art books in libraries that cannot afford them. Give once, monthly or every year.')),
    image: await createPicture(context, { name: 'page-support', kind: 'tableTop' }),
    body: richText(
      paragraph('Libraries never pay for their books: gifts pay for the books, their shipping and the teaching guides that come with them.'),
      paragraph('A.R.T. is a 501(c)(3) non-profit; gifts are tax-deductible as allowed by law.'),
    ),
    editionsText: 'Artists whose books are in the program have made editions for our supporters. Every edition sold pays for books.',
    seo: { description: 'Support A.R.T. and the Library Program.' },
  })

  await publish('press-about', {
    title: 'About A.R.T. Press',
    intro: richText(paragraph('A.R.T. Press publishes artists’ books, readers and catalogues. Every sale pays for books sent free to libraries.')),
    image: await createPicture(context, { name: 'page-press-about', kind: 'stacks' }),
    body: richText(
      paragraph('We work with artists from the Library Program and with small presses across the country.'),
      paragraph('Browse the [catalog](/press) or write to [press@example.org](mailto:press@example.org).'),
    ),
    seo: { description: 'About A.R.T. Press.' },
  })

  await publish('learn-more', {
    title: 'Library Program',
    participateCta: { text: 'Register your library and order up to twenty free art books each season.', buttonText: 'How to participate', link: '/library-program/how-to-participate' },
    donateCta: { text: 'Help us reach the next thousand libraries.', buttonText: 'Donate', link: '/support' },
    aboutDuc: richText(
      paragraph(
        'The Library Program started in 2012 with one box of books for one library. Today it sends thousands of new art books a year to libraries ' +
          'in every state, chosen by the librarians who know their readers.',
      ),
      paragraph('See every participating library on the [distribution map](/library-program/map).'),
    ),
    relatedNews: refs.news.slice(0, 3),
    featuredPublishers: refs.publishers.slice(0, 6),
    participatingLibraries: random.sample(refs.libraries, 6),
    featuredTestimonials: refs.testimonials.slice(0, 6),
    seo: { description: 'Learn about the A.R.T. Library Program.' },
  })

  const supportLogos = []
  for (const name of ['Harbor Foundation', 'Northline Arts Council', 'The Reading Trust']) {
    supportLogos.push({ image: await createLogo(context, name, name.toLowerCase().replace(/\W+/g, '-')), name, link: 'https://example.org/' })
  }
  await publish('poulin', {
    title: 'The Poulin Project',
    description: richText(paragraph('The Poulin Project pairs participating libraries with artists and publishers to make something with their readers.')),
    missionText: richText(paragraph('Each year, libraries answer a prompt with their communities; we publish the results and send the books back to every library.')),
    prompts: [
      { prompt: 'Make a map of your town as only your readers know it.', ctaLink: '/library-program/how-to-participate', ctaStatement: 'Take part' },
      { prompt: 'Collect one sentence from every person who visits the library in a week.', ctaLink: '/library-program/how-to-participate', ctaStatement: 'Take part' },
      { prompt: 'Draw the view from the library window, once a month, for a year.', ctaLink: '/register', ctaStatement: 'Register your library' },
    ],
    publishers: refs.publishers.slice(6, 12),
    supportLogos,
    seo: { description: 'The Poulin Project.' },
  })

  await publish('how-to-participate', {
    title: 'How to participate',
    description: richText(
      paragraph('Taking part in the Library Program takes three steps.'),
      list(['[Register](/register) your library.', 'Verify your email address.', 'Choose your books in the [catalogue](/library-program) and submit your order.'], true),
    ),
    missionText: richText(paragraph('We want every library to have an art shelf its readers love.')),
    findOutMore: richText(paragraph('Questions? Read the [FAQ](/about#faq) or write to [library@example.org](mailto:library@example.org).')),
    seo: { description: 'How libraries take part in the A.R.T. Library Program.' },
  })

  await publish('donation-options', donationOptions())
  return count
}
