/**
 * The donation_texts_rich migration on a database that holds donation texts: what staff typed as HTML becomes rich
 * text with its words, bold and links, in the published global and its version history; down() gives HTML back.
 * SQLite always, Postgres when TEST_DATABASE_URL is set (there the column also changes type).
 */
import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'
import { sql } from '@payloadcms/db-sqlite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { htmlToLexical } from '../../../src/lib/content/htmlToLexical'
import { createTestPayload, type TestPayload } from '../../helpers/payload'

let t: TestPayload

type Migration = { up: (args: never) => Promise<void>; down: (args: never) => Promise<void> }
type Row = { amount_description: unknown }

const migration = async (): Promise<Migration> =>
  t.kind === 'postgres'
    ? import('../../../src/migrations/postgres/20261128_161043_donation_texts_rich')
    : import('../../../src/migrations/sqlite/20261128_161041_donation_texts_rich')

const drizzle = () => (t.payload.db as unknown as { drizzle: unknown }).drizzle as {
  all?: (query: unknown) => Promise<Row[]>
  run?: (query: unknown) => Promise<unknown>
  execute?: (query: unknown) => Promise<{ rows: Row[] }>
}

const rows = async (query: ReturnType<typeof sql>): Promise<Row[]> => {
  const db = drizzle()
  return t.kind === 'postgres' ? (await db.execute!(query)).rows : db.all!(query)
}
const run = async (query: ReturnType<typeof sql>) => {
  const db = drizzle()
  await (t.kind === 'postgres' ? db.execute!(query) : db.run!(query))
}

const args = () => ({ db: drizzle(), payload: t.payload, req: {} }) as never

beforeAll(async () => {
  t = await createTestPayload()
})
afterAll(async () => {
  await t?.cleanup()
})

describe('donation texts become rich text (migration donation_texts_rich)', () => {
  it('converts the HTML staff typed, published and in history, and down() gives HTML back', async () => {
    await t.payload.updateGlobal({
      slug: 'donation-options',
      data: {
        _status: 'published',
        stripeDonations: [
          {
            intervalName: 'single',
            oneTimePayment: true,
            availableAmounts: [
              { amount: 50, amountDescription: htmlToLexical('<p>placeholder</p>') as never },
              { amount: 100, amountDescription: htmlToLexical('<p>Sends a <strong>box</strong> of books.</p>') as never },
            ],
          },
        ],
      },
    })
    const { up, down } = await migration()

    // Back to the old schema: the texts are HTML again.
    await down(args())
    const html = (await rows(sql`SELECT amount_description FROM amounts ORDER BY _order`)).map((row) => row.amount_description)
    expect(html).toEqual(['<p>placeholder</p>', '<p>Sends a <strong>box</strong> of books.</p>'])

    // What staff typed before the change.
    const typed = '<p>Sends 5 books to <a href="https://example.org/libraries">a library</a>.</p><p>Thank <em>you</em>!</p>'
    await run(sql`UPDATE amounts SET amount_description = ${typed} WHERE amount = 50`)
    await run(sql`UPDATE _amounts_v SET amount_description = ${typed} WHERE amount = 50`)

    await up(args())
    const global = await t.payload.findGlobal({ slug: 'donation-options', depth: 0 })
    const [fifty, hundred] = global.stripeDonations![0]!.availableAmounts!
    expect(convertLexicalToPlaintext({ data: fifty!.amountDescription as never })).toBe(
      'Sends 5 books to a library.\n\nThank you!',
    )
    expect(fifty!.amountDescription).toEqual(htmlToLexical(typed))
    expect(hundred!.amountDescription).toEqual(htmlToLexical('<p>Sends a <strong>box</strong> of books.</p>'))

    const versions = await t.payload.findGlobalVersions({ slug: 'donation-options', depth: 0 })
    const history = versions.docs[0]!.version.stripeDonations![0]!.availableAmounts!
    expect(history.find((option) => option.amount === 50)!.amountDescription).toEqual(htmlToLexical(typed))
  })
})
