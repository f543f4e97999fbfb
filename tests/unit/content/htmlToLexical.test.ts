import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'
import { describe, expect, it } from 'vitest'

import { htmlToLexical } from '@/lib/content/htmlToLexical'

/** The paragraphs' inline nodes, without Lexical's constant bookkeeping fields. */
const shape = (html: string) =>
  htmlToLexical(html)?.root.children.map((paragraph) =>
    paragraph.children.map((node) => {
      if (node.type === 'text') return { text: node.text, format: node.format }
      if (node.type === 'linebreak') return 'br'
      return { link: node.fields.url, newTab: node.fields.newTab, text: node.children.map((child) => child.text).join('') }
    }),
  )

describe('htmlToLexical (donation texts typed as HTML)', () => {
  it('turns paragraphs into paragraphs and keeps their words', () => {
    expect(shape('<p>Sends 5 books to a library.</p>\n<p>Thank you!</p>')).toEqual([
      [{ text: 'Sends 5 books to a library.', format: 0 }],
      [{ text: 'Thank you!', format: 0 }],
    ])
  })

  it('keeps bold, italic and both at once as Lexical text formats', () => {
    expect(shape('<p>Choose. <strong>Every <em>dollar</em></strong> counts <i>a lot</i>.</p>')).toEqual([
      [
        { text: 'Choose. ', format: 0 },
        { text: 'Every ', format: 1 },
        { text: 'dollar', format: 3 },
        { text: ' counts ', format: 0 },
        { text: 'a lot', format: 2 },
        { text: '.', format: 0 },
      ],
    ])
  })

  it('makes links of safe addresses and drops the link (not the words) of unsafe ones', () => {
    expect(shape('<p>See <a href="https://example.org/x?a=1&amp;b=2" target="_blank">our report</a>.</p>')).toEqual([
      [
        { text: 'See ', format: 0 },
        { link: 'https://example.org/x?a=1&b=2', newTab: true, text: 'our report' },
        { text: '.', format: 0 },
      ],
    ])
    expect(shape(`<p><a href='javascript:alert(1)'>Click</a></p>`)).toEqual([[{ text: 'Click', format: 0 }]])
    expect(shape('<p><a href="/support">Give</a></p>')).toEqual([[{ link: '/support', newTab: false, text: 'Give' }]])
  })

  it('keeps line breaks, decodes entities and collapses whitespace as a browser does', () => {
    expect(shape('<p>$50 &amp; more<br/>sends   books&nbsp;&#8212;\n thanks &#x2764;</p>')).toEqual([
      [{ text: '$50 & more', format: 0 }, 'br', { text: 'sends books\u00a0\u2014 thanks \u2764', format: 0 }],
    ])
  })

  it('wraps bare text in a paragraph and splits at block tags and list items', () => {
    expect(shape('Books for <b>libraries</b>')).toEqual([[{ text: 'Books for ', format: 0 }, { text: 'libraries', format: 1 }]])
    expect(shape('<ul><li>One</li><li>Two</li></ul>')).toEqual([[{ text: 'One', format: 0 }], [{ text: 'Two', format: 0 }]])
  })

  it('keeps the text of other tags and drops comments and empty paragraphs', () => {
    expect(shape('<p><span class="x">Kept</span><!-- note --></p><p> </p><p></p>')).toEqual([[{ text: 'Kept', format: 0 }]])
    expect(shape('a < b')).toEqual([[{ text: 'a < b', format: 0 }]])
  })

  it('gives null for nothing to show', () => {
    expect(htmlToLexical(null)).toBeNull()
    expect(htmlToLexical('  ')).toBeNull()
    expect(htmlToLexical('<p><br></p>')).toBeNull()
  })

  it("produces a document Payload's own converters read", () => {
    const document = htmlToLexical('<p>Sends <strong>5 books</strong>.</p><p>Thanks<br>again</p>')
    expect(convertLexicalToPlaintext({ data: document as never })).toBe('Sends 5 books.\n\nThanks\nagain')
  })
})
