/** Word lists the generated catalogue is drawn from. Names are invented; places are real. */

export const FIRST_NAMES = [
  'Ada', 'Amara', 'Ana', 'Anouk', 'Aiko', 'Bea', 'Benedict', 'Carmen', 'Cyrus', 'Dalia', 'Dev', 'Elif', 'Emeka',
  'Esme', 'Farah', 'Felix', 'Greta', 'Hana', 'Hugo', 'Ines', 'Ivo', 'Jun', 'Kofi', 'Lena', 'Leon', 'Lucia', 'Malik',
  'Mara', 'Mateo', 'Mina', 'Nadia', 'Noor', 'Oren', 'Paz', 'Priya', 'Quinn', 'Rafael', 'Rosa', 'Sami', 'Selma', 'Tariq',
  'Tess', 'Uma', 'Vera', 'Wren', 'Xavier', 'Yara', 'Yusuf', 'Zora', 'Theo',
]

export const LAST_NAMES = [
  'Abernathy', 'Achebe', 'Alvarado', 'Bauer', 'Castellano', 'Chen', 'Delacroix', 'Duarte', 'Eriksen', 'Ferreira',
  'Garza', 'Halvorsen', 'Ibarra', 'Ishikawa', 'Jansen', 'Kowalski', 'Lindqvist', 'Marchetti', 'Mendoza', 'Nakamura',
  'Novak', 'Okafor', 'Olsen', 'Park', 'Quintero', 'Ramos', 'Rinaldi', 'Sato', 'Sorensen', 'Tanaka', 'Thorne',
  'Underwood', 'Vasquez', 'Varga', 'Whitlock', 'Yamamoto', 'Zamora', 'Zielinski', 'Moreau', 'Haddad',
]

export const TITLE_ADJECTIVES = [
  'Blue', 'Quiet', 'Borrowed', 'Paper', 'Distant', 'Open', 'Hidden', 'Small', 'Bright', 'Slow', 'Northern', 'Folded',
  'Silent', 'Loud', 'Wild', 'Common', 'Salt', 'Amber', 'Second', 'Last', 'Early', 'Soft', 'Broken', 'Golden', 'Lost',
]

export const TITLE_NOUNS = [
  'Rooms', 'Rivers', 'Gardens', 'Maps', 'Windows', 'Letters', 'Harbors', 'Archives', 'Lessons', 'Songs', 'Fields',
  'Mirrors', 'Houses', 'Weather', 'Portraits', 'Islands', 'Machines', 'Streets', 'Shadows', 'Signals', 'Forms',
  'Alphabets', 'Orchards', 'Studios', 'Tides', 'Threads', 'Stones', 'Voices', 'Borders', 'Horizons',
]

export const TITLE_SUBJECTS = [
  'Color', 'Light', 'Memory', 'the City', 'the Desert', 'Home', 'Work', 'the Body', 'Water', 'Print', 'Drawing',
  'Photography', 'Sculpture', 'the Archive', 'Time', 'Place', 'Care', 'Play', 'Protest', 'Neighbors',
]

/** "the City" opening a title reads as a typo on a cover: "The City and Maps". */
const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1)

export const TITLE_PATTERNS = [
  (a: string, n: string) => `${a} ${n}`,
  (a: string, n: string, s: string) => `${n} of ${s}`,
  (a: string, n: string, s: string) => `On ${s}`,
  (a: string, n: string, s: string) => `${a} ${n}: Notes on ${s}`,
  (a: string, n: string) => `The ${a} ${n}`,
  (a: string, n: string, s: string) => `A Book of ${s}`,
  (a: string, n: string, s: string) => `${capitalised(s)} and ${n}`,
] as const

export const THEMES = [
  'Abstraction', 'Architecture', 'Activism', 'Body', 'Childhood', 'Climate', 'Collage', 'Community', 'Craft',
  'Design', 'Family', 'Food', 'Gender', 'Identity', 'Immigration', 'Labor', 'Landscape', 'Language', 'Memory',
  'Music', 'Nature', 'Portraiture', 'Race', 'Religion', 'Technology', 'Urbanism', 'War',
]

export const KEYWORDS = [
  'Artist book', 'Bauhaus', 'Black and white', 'Botany', 'Ceramics', 'Comics', 'Conceptual art', 'Dance', 'Diary',
  'Exhibition catalogue', 'Feminism', 'Film', 'Folk art', 'Graphic design', 'Harlem Renaissance', 'Indigenous art',
  'Interviews', 'Letters', 'Minimalism', 'Murals', 'Oral history', 'Painting', 'Performance', 'Photobook', 'Poetry',
  'Pop art', 'Posters', 'Printmaking', 'Quilts', 'Sound', 'Street art', 'Textiles', 'Typography', 'Video', 'Zines',
]

export const BOOK_TYPES = ['Monograph', 'Anthology', 'Catalogue', 'Artist book', 'Picture book', 'Reader']

export const AUDIENCES = ['Children', 'Young adults', 'Adults', 'Educators', 'Artists', 'Everyone']

export const FORMATS = [
  'Hardcover', 'Paperback', 'Board book', 'Spiral bound', 'Box set', 'Zine', 'Large print', 'Leporello',
]

export const PUBLISHERS: Array<[name: string, location: string]> = [
  ['Fieldnote Editions', 'Providence, RI'],
  ['Harbor & Pine Press', 'Portland, ME'],
  ['Low Light Books', 'Detroit, MI'],
  ['Mesa Print Collective', 'Albuquerque, NM'],
  ['North Porch Publishing', 'Minneapolis, MN'],
  ['Oxbow Art Books', 'St. Louis, MO'],
  ['Paper Kite Press', 'Oakland, CA'],
  ['Quarry Editions', 'Barre, VT'],
  ['Redbud Books', 'Louisville, KY'],
  ['Saltmarsh Press', 'Charleston, SC'],
  ['Second Story Books', 'Chicago, IL'],
  ['Tidewater Editions', 'Norfolk, VA'],
  ['Umber House', 'Santa Fe, NM'],
  ['Vantage Point Press', 'Pittsburgh, PA'],
  ['Wide Sky Publishing', 'Missoula, MT'],
  ['Yellow Door Editions', 'Austin, TX'],
  ['Zenith Art Press', 'Brooklyn, NY'],
  ['Alder & Ash', 'Seattle, WA'],
  ['Blue Mesa Books', 'Tucson, AZ'],
  ['Cinder Block Press', 'Cleveland, OH'],
]

export const CREATORS = [
  'Editor', 'Photographer', 'Illustrator', 'Translator', 'Designer', 'Curator', 'Essayist', 'Printer', 'Interviewer',
  'Archivist', 'Poet', 'Critic',
]

/** Colours of the site's palette, used for band and header backgrounds. */
export const BACKGROUND_COLOURS = [
  '#F2D7C9', '#D9E8D3', '#D6E2F0', '#F5E6A8', '#E8D5EE', '#F7C8B5', '#CDE7E5', '#EFE3D0', '#D8D0F2', '#F3D1DC',
  '#E1EDC4', '#CFE0F7',
]
