'use client'

import { useEffect, useId, useMemo, useReducer, useRef, type ReactNode } from 'react'

import { intervalLabel, type DonationOptionSet } from '@/lib/donations/options'
import {
  amountValue,
  checkoutRequest,
  createWidgetReducer,
  giftDescription,
  initialWidgetState,
  isCustomSelected,
  selectedInterval,
} from '@/lib/donations/widgetState'

import styles from './DonationWidget.module.css'
import { useHydrated } from './useHydrated'

/** `options`: each amount's description already rendered by the server (GivingSection). */
type Props = { options: DonationOptionSet<ReactNode>[]; placement: 'page' | 'footer' }

/** Sends the browser to the checkout; false when it could not (SPEC §8: failures are logged, not shown). */
async function startCheckout(body: NonNullable<ReturnType<typeof checkoutRequest>>): Promise<boolean> {
  try {
    const response = await fetch('/api/stripe/create-checkout-session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    const data = (await response.json().catch(() => null)) as { url?: unknown; error?: unknown } | null
    if (!response.ok || typeof data?.url !== 'string') {
      console.error('Donation checkout could not be started', response.status, data?.error ?? data)
      return false
    }
    window.location.assign(data.url)
    return true
  } catch (error) {
    console.error('Donation checkout could not be started', error)
    return false
  }
}

export function DonationWidgetClient({ options, placement }: Props) {
  const reduce = useMemo(() => createWidgetReducer(options), [options])
  const [state, dispatch] = useReducer(reduce, undefined, initialWidgetState)
  const formRef = useRef<HTMLFormElement>(null)
  const amountsRef = useRef<HTMLDivElement>(null)
  const returnFocus = useRef(false)
  const id = useId()
  const interval = selectedInterval(options, state)
  const gift = giftDescription(options, state)
  const hydrated = useHydrated()
  const custom = isCustomSelected(options, state)
  const request = checkoutRequest(options, state)

  // A radio clicked before the page's scripts ran is still checked in the form (React leaves a hydrated radio's
  // checkedness to the browser), and becomes the widget's choice.
  useEffect(() => {
    const checked = (name: string) =>
      formRef.current?.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`)?.value ?? null
    dispatch({ type: 'adoptFormChoice', interval: checked(`${id}-interval`), amount: checked(`${id}-amount`) })
  }, [id])

  // Coming back from the checkout with the browser's Back button restores this page from cache: re-enable Donate.
  useEffect(() => {
    const onPageShow = () => dispatch({ type: 'submitEnded' })
    window.addEventListener('pageshow', onPageShow)
    return () => window.removeEventListener('pageshow', onPageShow)
  }, [])

  // After X the custom field is gone: keep keyboard focus in the amount group.
  useEffect(() => {
    if (!custom && returnFocus.current) {
      returnFocus.current = false
      amountsRef.current?.querySelector<HTMLInputElement>('input:checked')?.focus()
    }
  }, [custom])

  const donate = async () => {
    if (!request || state.submitting) return
    dispatch({ type: 'submit' })
    if (!(await startCheckout(request))) dispatch({ type: 'submitEnded' })
  }

  return (
    <form
      ref={formRef}
      className={`${styles.widget} ${placement === 'footer' ? styles.footer : ''}`}
      data-placement={placement}
      onSubmit={(event) => {
        event.preventDefault()
        void donate()
      }}
    >
      {options.length > 1 && (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Frequency</legend>
          <div className={styles.choices}>
            {options.map((set, index) => (
              <label key={set.interval} className={styles.choice}>
                <input
                  type="radio"
                  name={`${id}-interval`}
                  value={set.interval}
                  checked={index === state.intervalIndex}
                  onChange={() => dispatch({ type: 'selectInterval', index })}
                />
                <span>{intervalLabel(set.interval)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Amount</legend>
        {custom ? (
          <div className={styles.custom}>
            <label htmlFor={`${id}-custom`} className="visually-hidden">
              Custom amount in US dollars
            </label>
            <span className={styles.currency} aria-hidden="true">
              $
            </span>
            <input
              id={`${id}-custom`}
              className={styles.customInput}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={state.customInput}
              onChange={(event) => dispatch({ type: 'editCustom', value: event.target.value })}
              onBlur={() => dispatch({ type: 'commitCustom' })}
              autoFocus
            />
            <button
              type="button"
              className={styles.clear}
              aria-label="Clear custom amount"
              onClick={() => {
                returnFocus.current = true
                dispatch({ type: 'clearCustom' })
              }}
            >
              <span aria-hidden="true">X</span>
            </button>
          </div>
        ) : (
          <div className={styles.choices} ref={amountsRef}>
            {interval.amounts.map((option, index) => (
              <label key={option.openAmount ? 'custom' : option.amount} className={styles.choice}>
                <input
                  type="radio"
                  name={`${id}-amount`}
                  value={amountValue(option)}
                  checked={index === state.amountIndex}
                  onChange={() => dispatch({ type: 'selectAmount', index })}
                />
                <span>{option.openAmount ? 'Custom' : `$${option.amount}`}</span>
              </label>
            ))}
          </div>
        )}
      </fieldset>
      <button
        type="submit"
        className={`button ${styles.donate}`}
        // Before hydration the form would only reload the page: Donate is enabled once its script runs.
        disabled={!hydrated || !request}
        aria-busy={state.submitting}
      >
        Donate
      </button>
      {/* Always present, so a screen reader hears the new text when the amount changes. */}
      <div className={styles.description} role="status">
        {gift?.nearestAmount != null && <p className={styles.nearest}>Close to a ${gift.nearestAmount} gift:</p>}
        {gift?.text}
      </div>
    </form>
  )
}
