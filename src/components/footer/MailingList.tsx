import { TextJSXConverter, type JSXConverterArgs, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'

import { RichText, type RichTextData } from '@/components/richtext/RichText'
import { containsUnderline, isUnderlinedText, mailingListMode } from '@/lib/footer/mailingList'

import { type MailingListEntry, MailingListForms, MailingListReveal, RevealWords } from './MailingListReveal'
import styles from './SiteFooter.module.css'

export type { MailingListEntry }

type ConverterFn = (args: JSXConverterArgs<never>) => React.ReactNode
const renderText = TextJSXConverter.text as ConverterFn

const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  // An underlined link opens the forms instead of leaving the page: render only its words.
  link: (args) =>
    containsUnderline(args.node as never)
      ? args.nodesToJSX({ nodes: args.node.children })
      : (defaultConverters.link as ConverterFn)(args as never),
  text: (args) =>
    isUnderlinedText(args.node as never) ? <RevealWords>{args.node.text}</RevealWords> : renderText(args as never),
})

/**
 * Mailing-list sign-up (SPEC §4): the call-to-action text's underlined words are buttons that reveal the
 * sign-up iframes; without underlined words the iframes show at once. A server component: only the reveal
 * state (MailingListReveal) is client code.
 */
export function MailingList({ cta, lists }: { cta: RichTextData; lists: MailingListEntry[] }) {
  return (
    <div className={styles.mailingList}>
      <MailingListReveal>
        <RichText data={cta} className={styles.rich} converters={converters} />
        <MailingListForms mode={mailingListMode(cta as Parameters<typeof mailingListMode>[0])} lists={lists} />
      </MailingListReveal>
    </div>
  )
}
