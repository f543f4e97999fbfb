import { expect, it } from 'vitest'

import { MAX_GROUP_LIMIT } from '@/lib/search/results'
import { FEW_MATCHES_MAX, tokenize } from '@/lib/search/text'
import type { SearchDocument, SearchEngine } from '@/lib/search/types'

const book = (id: string, fields: Partial<SearchDocument>): SearchDocument => ({
  kind: 'book',
  docId: id,
  slug: `book-${id}`,
  title: `Untitled ${id}`,
  catalogue: 'libraryProgram',
  inStock: true,
  ...fields,
})

/** Matches of text per group by a plain scan of docs: every query word starts some word of a document (equals one under two letters). */
function scannedCounts(docs: SearchDocument[], text: string) {
  const query = tokenize(text)
  const counts = { libraryProgram: 0, press: 0, reading: 0 }
  for (const doc of docs) {
    const tokens = tokenize([doc.title, doc.authors, doc.artists, doc.tags, doc.description].join(' '))
    if (query.every((w) => tokens.some((t) => (w.length >= 2 ? t.startsWith(w) : t === w)))) {
      counts[doc.kind !== 'book' ? 'reading' : doc.catalogue === 'press' ? 'press' : 'libraryProgram'] += 1
    }
  }
  return counts
}

/** The behaviour every engine must have; run against SQLite always and Postgres when a server is given. */
export function engineContract(engine: () => SearchEngine) {
  it('ranks a title hit above a description hit', async () => {
    const e = engine()
    await e.clear()
    await e.upsert(book('1', { title: 'Quiet rooms', description: 'A study of lighthouses along the coast.' }))
    await e.upsert(book('2', { title: 'Lighthouses', description: 'Photographs of quiet rooms.' }))
    await e.upsert(book('3', { title: 'Other', tags: 'Lighthouses' }))
    const results = await e.search({ text: 'lighthouses' })
    expect(results.counts.libraryProgram).toBe(3)
    expect(results.groups.libraryProgram.map((h) => h.docId)).toEqual(['2', '3', '1'])
  })

  it('ranks an author or artist hit above a tag hit', async () => {
    const e = engine()
    await e.clear()
    await e.upsert(book('1', { title: 'One', tags: 'Okafor' }))
    await e.upsert(book('2', { title: 'Two', artists: 'Ngozi Okafor' }))
    const results = await e.search({ text: 'okafor' })
    expect(results.groups.libraryProgram.map((h) => h.docId)).toEqual(['2', '1'])
  })

  it("finds 'photography' from the typo 'photgraphy' and from the prefix 'photo', highlighted", async () => {
    const e = engine()
    await e.clear()
    await e.upsert(book('1', { title: 'Street Photography', authors: 'Ana Ruiz' }))
    await e.upsert(book('2', { title: 'Pottery' }))
    const typo = await e.search({ text: 'photgraphy' })
    expect(typo.groups.libraryProgram.map((h) => h.title)).toEqual(['Street Photography'])
    expect(typo.corrections).toContain('photography')
    const prefix = await e.search({ text: 'photo' })
    expect(prefix.groups.libraryProgram[0]!.titleSegments).toEqual([
      { text: 'Street ', match: false },
      { text: 'Photography', match: true },
    ])
    expect((await e.search({ text: 'phot' })).counts.libraryProgram).toBe(1)
    // Short words get no typo tolerance: "pots" must not find "photo…" or "pottery".
    expect((await e.search({ text: 'pots' })).counts.libraryProgram).toBe(0)
  })

  it("corrects a wrong or missing first letter ('hotography', 'fhotography') in words of five letters or more", async () => {
    const e = engine()
    await e.clear()
    await e.upsert(book('1', { title: 'Street Photography' }))
    await e.upsert(book('2', { title: 'Hotel Rooms' }))
    for (const typo of ['hotography', 'fhotography']) {
      const results = await e.search({ text: typo })
      expect(results.groups.libraryProgram.map((h) => h.title), typo).toEqual(['Street Photography'])
      expect(results.corrections).toEqual(['photography'])
    }
  })

  it('forgets words of deleted documents as typo corrections', async () => {
    const e = engine()
    await e.clear()
    await e.upsert(book('1', { title: 'Lanterns' }))
    await e.upsert(book('2', { title: 'Lanterns again' }))
    expect((await e.search({ text: 'lantrens' })).corrections).toEqual(['lanterns'])
    await e.remove('book', '1')
    expect((await e.search({ text: 'lantrens' })).counts.libraryProgram).toBe(1)
    await e.upsert(book('2', { title: 'Candles' }))
    const gone = await e.search({ text: 'lantrens' })
    expect(gone.corrections).toEqual([])
    expect(gone.counts.libraryProgram).toBe(0)
  })

  it('orders by the best field holding a query word, then by how short that field is', async () => {
    const e = engine()
    await e.clear()
    await e.upsert(book('1', { title: 'Notes', description: 'Moss and ferns.' }))
    await e.upsert(book('2', { title: 'Garden', tags: 'Moss' }))
    await e.upsert(book('3', { title: 'A long book about moss in northern forests' }))
    await e.upsert(book('4', { title: 'Moss' }))
    await e.upsert(book('5', { title: 'Field', authors: 'Ada Moss' }))
    // Two words in different fields: the best field holding either decides.
    await e.upsert(book('6', { title: 'Ferns', description: 'Moss everywhere.' }))
    const results = await e.search({ text: 'moss' })
    expect(results.groups.libraryProgram.map((h) => h.docId)).toEqual(['4', '3', '5', '2', '1', '6'])
    const two = await e.search({ text: 'moss ferns' })
    expect(two.groups.libraryProgram.map((h) => h.docId)).toEqual(['6', '1'])
    const page = await e.search({ text: 'moss', group: 'libraryProgram', limit: 2, offset: 2 })
    expect(page.groups.libraryProgram.map((h) => h.docId)).toEqual(['5', '2'])
  })

  it('orders a group with many matches (tier by tier) and one with few (in one pass) alike, across pages', async () => {
    const e = engine()
    await e.clear()
    // "moss" in a different field by i % 4, fields of distinct lengths; "lichen" narrows to few matches, and
    // "moss mos" keeps them all, as two query words: counted and paged from their many matches.
    const docs = Array.from({ length: FEW_MATCHES_MAX + 60 }, (_, i) => {
      const k = Math.floor(i / 4)
      const fields = [{ title: `Moss ${'x'.repeat(k)}` }, { authors: `Ada Moss ${'y'.repeat(k)}` }, { tags: 'Moss' }, { description: 'Moss.' }][i % 4]
      return book(String(i), { title: `Untitled ${'z'.repeat(k)}`, ...fields, ...(i % 3 ? {} : { artists: 'Lichen Lee' }) })
    })
    await e.upsertMany(docs)
    // TIER_ORDER as a plain sort: best field holding a query word, then that field's length, then index order.
    const expected = (query: string) => {
      const words = tokenize(query)
      const holds = (text = '') => tokenize(text).some((t) => words.some((w) => t.startsWith(w)))
      const all = (d: SearchDocument) => {
        const tokens = tokenize([d.title, d.authors, d.artists, d.tags, d.description].join(' '))
        return words.every((w) => tokens.some((t) => t.startsWith(w)))
      }
      return docs
        .map((d, index) => {
          const tier = [d.title, `${d.authors ?? ''} ${d.artists ?? ''}`, d.tags].findIndex((f) => holds(f))
          const length = tier === 0 ? d.title.length : tier === 1 ? (d.authors ?? '').length + (d.artists ?? '').length : 0
          return { d, index, tier: tier < 0 ? 3 : tier, length }
        })
        .filter(({ d }) => all(d))
        .sort((a, b) => a.tier - b.tier || a.length - b.length || a.index - b.index)
        .map(({ d }) => d.docId)
    }
    for (const query of ['moss', 'moss lich', 'moss mos']) {
      const want = expected(query)
      expect(want.length > FEW_MATCHES_MAX, query).toBe(query !== 'moss lich')
      const got: string[] = []
      for (let offset = 0; offset < want.length; offset += MAX_GROUP_LIMIT) {
        const page = await e.search({ text: query, group: 'libraryProgram', limit: MAX_GROUP_LIMIT, offset })
        expect(page.counts.libraryProgram, query).toBe(want.length)
        got.push(...page.groups.libraryProgram.map((h) => h.docId))
      }
      expect(got, query).toEqual(want)
    }
  })

  it('counts what a plain scan of the documents finds, per group, for words, prefixes and several words', async () => {
    const e = engine()
    await e.clear()
    const words = ['amber', 'amberley', 'ambient', 'birch', 'birches', 'cobalt', 'copper', 'coral', 'dune']
    const docs: SearchDocument[] = []
    for (let i = 0; i < 60; i++) {
      const pick = (k: number) => words[(i * 7 + k * 3 + (i >> 2)) % words.length]!
      const fields = { title: `${pick(1)} ${i}`, authors: i % 3 ? pick(2) : '', tags: pick(3), description: `${pick(4)} and ${pick(5)}` }
      docs.push(
        i % 4 === 3
          ? { kind: 'news', docId: String(i), slug: `n${i}`, ...fields }
          : book(String(i), { ...fields, catalogue: i % 4 === 2 ? 'press' : 'libraryProgram' }),
      )
    }
    await e.upsertMany(docs)
    await e.remove('book', '0')
    const indexed = docs.slice(1)
    let found = 0
    // One indexed form (counted from the vocabulary), several forms, several words (counted from matches).
    for (const text of ['dune', 'cobalt', 'coral', 'birches', 'amber', 'amb', 'birch', 'bir', 'co', 'copper dune', 'amb cor', 'dune 1', 'amber birch', 'coral birches']) {
      const expected = scannedCounts(indexed, text)
      expect((await e.search({ text })).counts, text).toEqual(expected)
      // Paging one group still counts them all.
      expect((await e.search({ text, group: 'press', limit: 1, offset: 1 })).counts, text).toEqual(expected)
      found += expected.libraryProgram + expected.press + expected.reading
    }
    expect(found).toBeGreaterThan(60)
  })

  it('finds prefixes of many indexed words, alone and beside other words, as a plain scan does', async () => {
    const e = engine()
    await e.clear()
    // Each query word below starts five words or more (too many to list: matched as a prefix) but for
    // "fentoq": "fento" six, "fent" also "fentx", "nollisq" six of the "nollis" words, "nollisqu" five (longer
    // than a Postgres prefix key: found by "nollisq", then tested).
    const stems = ['fento', 'fentoa', 'fentob', 'fentoc', 'fentod', 'fentoquin', 'fentx', 'nollis', 'nollisb', 'nollisqa', 'nollisqua', 'nollisqub', 'nollisquc', 'nollisqud', 'nollisquinx']
    const docs: SearchDocument[] = []
    for (let i = 0; i < 40; i++) {
      const pick = (k: number) => stems[(i * 5 + k * 7 + (i >> 3)) % stems.length]!
      const fields = { title: `${pick(1)} ${i % 3 ? 'memory' : 'river'}`, authors: pick(2), description: `${pick(3)} and ${i % 4 ? 'memory' : 'dune'}` }
      docs.push(i % 5 === 4 ? { kind: 'news', docId: String(i), slug: `n${i}`, ...fields } : book(String(i), { ...fields, catalogue: i % 5 === 3 ? 'press' : 'libraryProgram' }))
    }
    await e.upsertMany(docs)
    for (const text of ['fento', 'fent', 'nollis', 'nollisq', 'nollisqu', 'memory fento', 'fento memory', 'memory nollisq', 'nollisqu memory', 'fento nollis', 'dune fent', 'river fentoq', 'fentoq']) {
      const results = await e.search({ text, limit: MAX_GROUP_LIMIT })
      expect(results.counts, text).toEqual(scannedCounts(docs, text))
      for (const hits of Object.values(results.groups)) {
        for (const hit of hits) expect(scannedCounts([docs.find((d) => d.docId === hit.docId && d.slug === hit.slug)!], text), `${text}: ${hit.docId}`).not.toEqual({ libraryProgram: 0, press: 0, reading: 0 })
      }
    }
  })

  it('counts one-word prefixes of several indexed words right as documents are added, edited, moved and removed', async () => {
    const e = engine()
    await e.clear()
    // Prefixes of two, three and four indexed words ("am", "amb", "ambe", "amber": Postgres counts them from its
    // per-prefix counts), a word repeated within a document (counted once) and words sharing no prefix.
    const queries = ['am', 'amb', 'ambe', 'amber', 'amberl', 'ambi', 'bi', 'birc', 'ñu', 'ñandú', 'zz']
    const docs = new Map<string, SearchDocument>()
    const check = async (step: string) => {
      for (const text of queries) expect((await e.search({ text })).counts, `${step}: ${text}`).toEqual(scannedCounts([...docs.values()], text))
    }
    const put = async (...list: SearchDocument[]) => {
      for (const d of list) docs.set(`${d.kind}/${d.docId}`, d)
      await (list.length > 1 ? e.upsertMany(list) : e.upsert(list[0]!))
    }
    await put(
      book('1', { title: 'Amber amber', tags: 'Ambient' }),
      book('2', { title: 'Amberley', description: 'Birch and amber.' }),
      book('3', { title: 'Ñandú', authors: 'Ñusta Amaru', catalogue: 'press' }),
      { kind: 'news', docId: '1', slug: 'n', title: 'Birches', description: 'Ambient light.' },
    )
    await check('added')
    await put(book('2', { title: 'Amberley', description: 'Oak.' }))
    await check('edited')
    await put(book('1', { title: 'Amber amber', tags: 'Ambient', catalogue: 'press' }))
    await check('moved to another group')
    await e.remove('book', '3')
    docs.delete('book/3')
    await e.remove('news', '1')
    docs.delete('news/1')
    await check('removed')
    await put(book('3', { title: 'Ñandú again' }))
    await check('added again')
  })

  it('counts a typo of several indexed words as the documents holding any of them, as documents change', async () => {
    const e = engine()
    await e.clear()
    const docs = new Map<string, SearchDocument>()
    const put = async (d: SearchDocument) => {
      docs.set(d.docId, d)
      await e.upsert(d)
    }
    // "garen" is one edit from garden, garan and karen; some documents hold two of them.
    const titles = ['Garden', 'Garden garan', 'Garan', 'Karen garden', 'Karen', 'Other']
    for (const [i, title] of titles.entries()) await put(book(String(i), { title, catalogue: i % 2 ? 'press' : 'libraryProgram' }))
    const check = async (step: string) => {
      const results = await e.search({ text: 'garen' })
      expect(results.corrections.length, step).toBeGreaterThanOrEqual(2)
      const holds = (d: SearchDocument) => tokenize(d.title).some((t) => t.startsWith('garen') || results.corrections.includes(t))
      const expected = { libraryProgram: 0, press: 0, reading: 0 }
      for (const d of docs.values()) if (holds(d)) expected[d.catalogue === 'press' ? 'press' : 'libraryProgram'] += 1
      expect(results.counts, step).toEqual(expected)
    }
    await check('added')
    await put(book('1', { title: 'Garan', catalogue: 'press' }))
    await e.remove('book', '3')
    docs.delete('3')
    await check('edited and removed')
  })

  it('groups books by catalogue and articles together, and updates and removes documents', async () => {
    const e = engine()
    await e.clear()
    await e.upsert(book('1', { title: 'Harbour light' }))
    await e.upsert(book('2', { title: 'Harbour dark', catalogue: 'press' }))
    await e.upsert({ kind: 'news', docId: '1', slug: 'n', title: 'Harbour news' })
    await e.upsert({ kind: 'guide', docId: '1', slug: 'g', title: 'A guide', description: 'On the harbour.' })
    let results = await e.search({ text: 'harbour' })
    expect(results.counts).toEqual({ libraryProgram: 1, press: 1, reading: 2 })
    expect(results.groups.reading.map((h) => h.kind)).toEqual(['news', 'guide'])

    await e.upsert(book('1', { title: 'Seaside light' }))
    await e.remove('news', '1')
    results = await e.search({ text: 'harbour' })
    expect(results.counts).toEqual({ libraryProgram: 0, press: 1, reading: 1 })
    expect((await e.search({ text: 'seaside' })).counts.libraryProgram).toBe(1)
  })

  it('pages through one group', async () => {
    const e = engine()
    await e.clear()
    for (let i = 1; i <= 5; i++) await e.upsert(book(String(i), { title: `Garden ${i}` }))
    const page = await e.search({ text: 'garden', group: 'libraryProgram', limit: 2, offset: 4 })
    expect(page.counts.libraryProgram).toBe(5)
    expect(page.groups.libraryProgram).toHaveLength(1)
  })

  it('treats query syntax as plain words and returns nothing for an empty query', async () => {
    const e = engine()
    await e.clear()
    await e.upsert(book('1', { title: 'Near and far' }))
    expect((await e.search({ text: '"near" OR (' })).counts.libraryProgram).toBe(0)
    expect((await e.search({ text: 'near*' })).counts.libraryProgram).toBe(1)
    expect((await e.search({ text: '  ' })).counts.libraryProgram).toBe(0)
  })
}
