import { ERROR_SUMMARY_ATTRIBUTE } from './formAnswer'
import styles from './ErrorSummary.module.css'

/**
 * The form's problems in one list, announced when it appears (a live region), each linking to its field. After
 * an answer with problems focus moves here (useFocusOnErrorSummary), as in GOV.UK's error summary: the visitor
 * hears every problem at once, then follows a link to each field.
 * `order` lists the field names in the order they appear on the page.
 */
export function ErrorSummary({
  fields = {},
  order,
  idFor,
  formError,
}: {
  /** The action's message per field. */
  fields?: Readonly<Record<string, string>>
  order: readonly string[]
  idFor: (name: string) => string
  formError?: string | null
}) {
  const messages = order
    .map((name) => ({ name, message: fields[name] }))
    .filter((entry): entry is { name: string; message: string } => !!entry.message)
  return (
    <div role="alert" aria-live="assertive">
      {(formError || messages.length > 0) && (
        <div
          className={`form-message ${styles.summary}`}
          data-status="failure"
          tabIndex={-1}
          {...{ [ERROR_SUMMARY_ATTRIBUTE]: '' }}
        >
          {formError && <p>{formError}</p>}
          {messages.length > 0 && (
            <>
              <p>Please correct {messages.length === 1 ? 'this field' : `these ${messages.length} fields`}:</p>
              <ul>
                {messages.map(({ name, message }) => (
                  <li key={name}>
                    <a href={`#${idFor(name)}`}>{message}</a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </div>
  )
}
