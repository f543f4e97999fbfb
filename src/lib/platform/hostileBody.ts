import {
  MAX_BODY_BYTES,
  MAX_UPLOAD_BYTES,
  parseJsonRefusingPrototypes,
  readBodyBytes,
  refusePrototypeNames,
  refusePrototypeQuery,
} from '../http/requestBody'

/**
 * Payload's REST and GraphQL requests, read before Payload sees them (issue 28): the query string and every
 * body key are refused when they name a prototype (Payload deep-copies and merges request data), and the body
 * is read up to its limit (JSON and forms 64 KB; multipart, which carries uploads, 25 MB). Payload then reads
 * the same bytes from a rebuilt request.
 */
const isMultipart = (type: string) => /^multipart\//i.test(type.trim())
const isJson = (type: string) => /^application\/(?:[\w.+-]+\+)?json\b/i.test(type.trim())

/** Throws RequestRefusedError (400/413) for a hostile request; else a request carrying the body read. */
export async function checkedPayloadRequest(request: Request): Promise<Request> {
  refusePrototypeQuery(request.url)
  if (request.method === 'GET' || request.method === 'HEAD' || !request.body) return request
  const type = request.headers.get('content-type') ?? ''
  const bytes = await readBodyBytes(request, isMultipart(type) ? MAX_UPLOAD_BYTES : MAX_BODY_BYTES)
  const checked = new Request(request.url, { method: request.method, headers: request.headers, body: bytes })
  if (isJson(type)) refuseJsonPrototypes(new TextDecoder().decode(bytes))
  else if (/^application\/x-www-form-urlencoded/i.test(type.trim()))
    refusePrototypeNames(new URLSearchParams(new TextDecoder().decode(bytes)).keys())
  else if (isMultipart(type)) await refuseMultipartPrototypes(checked.clone())
  return checked
}

/** Keys of a JSON body; text that is not JSON is left for Payload to answer as it does. */
function refuseJsonPrototypes(text: string) {
  try {
    parseJsonRefusingPrototypes(text)
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error
  }
}

/** Field names of a multipart body, and the keys of its `_payload` field (the document's data as JSON). */
async function refuseMultipartPrototypes(request: Request) {
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return // unreadable: multipartProblem answers it
  }
  refusePrototypeNames(form.keys())
  const data = form.get('_payload')
  if (typeof data === 'string') refuseJsonPrototypes(data)
}
