/**
 * Payload 3.90 reads a REST request's `data` query parameter (and a multipart body's `_payload` field) as
 * JSON and answers 500 when it is not; its REST routes check first and answer 400 saying so.
 */
const isJson = (text: string) => {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

export const DATA_PROBLEM = "The 'data' parameter must be JSON."

/** A 400 when the `data` query parameter is not JSON, else undefined. */
export function dataParameterProblem(url: string): Response | undefined {
  const data = new URL(url).searchParams.get('data')
  if (data === null || data === '' || isJson(data)) return undefined
  return Response.json({ errors: [{ message: DATA_PROBLEM }] }, { status: 400 })
}

/** Whether a multipart body's `_payload` field (the document's data beside its file) is absent or JSON. */
export const isReadablePayloadField = (field: FormDataEntryValue | null) => typeof field !== 'string' || isJson(field)
