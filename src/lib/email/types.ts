/** One outgoing email, whichever transport delivers it. */
export type EmailMessage = {
  to: string[]
  subject: string
  html: string
  text?: string
  /** Used only by SendGrid: a dynamic template and its data. The html/text are the fallback elsewhere. */
  templateId?: string
  dynamicTemplateData?: Record<string, unknown>
  replyTo?: string
  /** Defaults to EMAIL_FROM. */
  from?: string
}

export type EmailTransportName = 'sendgrid' | 'smtp' | 'outbox'

export type SendResult = { transport: EmailTransportName; messageId: string | null; location?: string }

type Env = Record<string, string | undefined>

export const emailTransport = (env: Env = process.env): EmailTransportName =>
  env.SENDGRID_API_KEY?.trim() ? 'sendgrid' : env.SMTP_URL?.trim() ? 'smtp' : 'outbox'

export const defaultFromAddress = (env: Env = process.env) => env.EMAIL_FROM || 'no-reply@art.example.org'
export const defaultFromName = (env: Env = process.env) => env.EMAIL_FROM_NAME || 'A.R.T.'

/** Where book-donation offers and other notices for staff go, and where edition enquiries are sent. */
export const orgInboxEmail = (env: Env = process.env) => env.ORG_INBOX_EMAIL || 'info@art.example.org'
