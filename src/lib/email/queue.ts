/** The Payload jobs queue every email job runs on (the worker and the in-process runner both poll it). */
export const EMAIL_QUEUE = 'email'
