'use client'

import { useAllFormFields } from '@payloadcms/ui'

import { donationReceiptEmail, RECEIPT_DEFAULTS, type ReceiptSettings } from '../../../lib/donations/receipt'
import styles from './ReceiptPreview.module.css'

const SAMPLE_GIFT = {
  amount: 50,
  interval: 'single' as const,
  donorName: 'Sample Donor',
  donorEmail: 'donor@example.org',
  completedAt: '2026-12-31T23:30:00-05:00',
  reference: 'pi_sample',
}

/**
 * The receipt a $50 one-time gift would get, from the values on screen, built by the same function that builds
 * the email (so what staff see is what is sent).
 */
export function ReceiptPreview() {
  const [fields] = useAllFormFields()
  const settings = Object.fromEntries(
    Object.keys(RECEIPT_DEFAULTS).map((name) => [name, fields[name]?.value]),
  ) as Partial<ReceiptSettings>
  const email = donationReceiptEmail(SAMPLE_GIFT, settings)
  return (
    <section aria-labelledby="receipt-preview-title" className="field-type" style={{ marginTop: 24 }}>
      <h3 id="receipt-preview-title" style={{ marginBottom: 8 }}>
        Preview: a $50 one-time gift
      </h3>
      <p style={{ margin: '0 0 8px' }}>
        <strong>Subject:</strong> {email.subject}
      </p>
      <div
        className={styles.email}
        aria-label="Receipt preview"
        role="document"
        // The email's HTML: every text in it is escaped by the builder (src/lib/email/paragraphs.ts).
        dangerouslySetInnerHTML={{ __html: email.html }}
        style={{
          maxWidth: 720,
          padding: 16,
          border: '1px solid var(--theme-elevation-150, #ccc)',
          background: '#fff',
          color: '#111',
        }}
      />
    </section>
  )
}
