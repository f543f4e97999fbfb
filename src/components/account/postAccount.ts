/** What the account endpoints answer: a message, an Auth result, or an error with a message per field. */
export type AccountAnswer = {
  ok?: boolean
  message?: string
  error?: string
  fields?: Record<string, string>
  unverified?: boolean
  expired?: boolean
}

/** POSTs to /api/account/{name}; a network failure becomes an answer with an error like any other. */
export async function postAccount(
  name: string,
  body: unknown = {},
): Promise<{ status: number; answer: AccountAnswer }> {
  try {
    const response = await fetch(`/api/account/${name}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    const answer = ((await response.json().catch(() => ({}))) ?? {}) as AccountAnswer
    if (!response.ok && !answer.error) answer.error = 'Something went wrong. Please try again.'
    return { status: response.status, answer }
  } catch (error) {
    console.error(`Account request ${name} failed`, error)
    return {
      status: 0,
      answer: { error: 'We could not reach the server. Please check your connection and try again.' },
    }
  }
}
