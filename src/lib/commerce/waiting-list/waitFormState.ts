/**
 * What the waiting-list forms' server action answers (React's useActionState state): whether the library now
 * waits for the book, and the message to show. Plain data: the forms import the type, the action builds it.
 */
export type WaitFormState = {
  /** Null until the server answered. */
  waiting: boolean | null
  message?: string
  failed?: boolean
  /** Counts the answers, so the form can tell a new one from the last. */
  answer: number
}

export const NO_ANSWER: WaitFormState = { waiting: null, answer: 0 }

/** What GET /api/account/waiting-list answers: the account's open waits and the Program policy's period. */
export type OwnWaitsAnswer = {
  waits: { id: number; book: { id: number; title: string; slug: string }; joinedAt: string }[]
  days: number
}
