import nodemailer, { type Transporter } from 'nodemailer'

import { defaultFromAddress, defaultFromName, type EmailMessage, type SendResult } from './types'

type Env = Record<string, string | undefined>

let cached: { url: string; transporter: Transporter } | undefined

const transporterFor = (url: string): Transporter => {
  if (cached?.url !== url) {
    cached = {
      url,
      transporter: nodemailer.createTransport(url, {
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      } as never),
    }
  }
  return cached.transporter
}

/** SMTP via nodemailer, e.g. SMTP_URL=smtp://user:pass@mail.example.org:587. */
export async function sendWithSmtp(message: EmailMessage, env: Env = process.env): Promise<SendResult> {
  const info = await transporterFor(env.SMTP_URL!).sendMail({
    from: message.from || { name: defaultFromName(env), address: defaultFromAddress(env) },
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    html: message.html,
    text: message.text,
  })
  return { transport: 'smtp', messageId: info.messageId ?? null }
}
