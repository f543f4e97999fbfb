/**
 * What is wrong with a GraphQL request's body before Payload sees it (undefined: nothing). Payload 3.90's
 * GraphQL handler answered a body that is not JSON with a 500 and no body, and a body that is not sent as
 * JSON with an empty 415; both now say what was wrong, in GraphQL's error shape.
 */
export function graphqlBodyProblem(contentType: string | null, body: string): { status: number; message: string } | undefined {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase()
  if (type !== 'application/json' && !type.endsWith('+json')) {
    return { status: 415, message: 'Send the GraphQL request as JSON (Content-Type: application/json).' }
  }
  try {
    JSON.parse(body)
  } catch {
    return { status: 400, message: 'The request body is not valid JSON.' }
  }
  return undefined
}
