import { defaultFromAddress, defaultFromName, type EmailMessage, type SendResult } from './types'

type Env = Record<string, string | undefined>

/** SendGrid v3 mail/send; SENDGRID_API_BASE_URL points it at a fake in tests. One personalization per recipient. */
export async function sendWithSendGrid(message: EmailMessage, env: Env = process.env): Promise<SendResult> {
  const baseUrl = (env.SENDGRID_API_BASE_URL || 'https://api.sendgrid.com').replace(/\/+$/, '')
  const useTemplate = Boolean(message.templateId)
  const body = {
    from: { email: message.from || defaultFromAddress(env), name: defaultFromName(env) },
    ...(message.replyTo ? { reply_to: { email: message.replyTo } } : {}),
    personalizations: message.to.map((email) => ({
      to: [{ email }],
      ...(useTemplate ? { dynamic_template_data: message.dynamicTemplateData ?? {} } : {}),
    })),
    ...(useTemplate
      ? { template_id: message.templateId }
      : {
          subject: message.subject,
          content: [
            ...(message.text ? [{ type: 'text/plain', value: message.text }] : []),
            { type: 'text/html', value: message.html },
          ],
        }),
  }
  const response = await fetch(`${baseUrl}/v3/mail/send`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${env.SENDGRID_API_KEY}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  })
  if (!response.ok) {
    const detail = (await response.text().catch(() => '')).slice(0, 300)
    throw new Error(`SendGrid answered ${response.status}${detail ? `: ${detail}` : ''}`)
  }
  return { transport: 'sendgrid', messageId: response.headers.get('x-message-id') }
}
