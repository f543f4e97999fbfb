'use client'

import { TextJSXConverter, type JSXConverterArgs, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import { useState } from 'react'

import { RichText, type RichTextData } from '@/components/richtext/RichText'
import {
  areMailingListsVisible,
  containsUnderline,
  isUnderlinedText,
  LOCAL_SIGNUP_PATH,
  mailingListMode,
} from '@/lib/footer/mailingList'

import styles from './SiteFooter.module.css'

export type MailingListEntry = { id: string; title: string; iframe: string }

type ConverterFn = (args: JSXConverterArgs<never>) => React.ReactNode
const renderText = TextJSXConverter.text as ConverterFn

/**
 * Mailing-list sign-up (SPEC §4): the call-to-action text's underlined words are buttons that reveal the
 * sign-up iframes; without underlined words the iframes show at once.
 */
export function MailingList({ cta, lists }: { cta: RichTextData; lists: MailingListEntry[] }) {
  const mode = mailingListMode(cta as Parameters<typeof mailingListMode>[0])
  const [revealed, setRevealed] = useState(false)
  const visible = areMailingListsVisible(mode, revealed)

  const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
    ...defaultConverters,
    // An underlined link opens the forms instead of leaving the page: render only its words.
    link: (args) =>
      containsUnderline(args.node as never)
        ? args.nodesToJSX({ nodes: args.node.children })
        : (defaultConverters.link as ConverterFn)(args as never),
    text: (args) => {
      if (!isUnderlinedText(args.node as never)) return renderText(args as never)
      return (
        <button
          type="button"
          className={styles.revealWords}
          aria-expanded={revealed}
          aria-controls="mailing-list-forms"
          onClick={() => setRevealed(true)}
        >
          {args.node.text}
        </button>
      )
    },
  })

  return (
    <div className={styles.mailingList}>
      <RichText data={cta} className={styles.rich} converters={converters} />
      <div id="mailing-list-forms" className={styles.forms} hidden={!visible}>
        {visible &&
          lists.map((list) => (
            <iframe
              key={list.id}
              className={styles.iframe}
              src={list.iframe}
              // Every frame is named for screen readers, even if an editor left the title empty.
              title={list.title.trim() || 'Mailing list sign-up'}
              loading="lazy"
              data-local={list.iframe.startsWith(LOCAL_SIGNUP_PATH) ? '' : undefined}
            />
          ))}
      </div>
    </div>
  )
}
