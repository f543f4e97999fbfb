import { isReadablePayloadField } from './restParams'

/**
 * Payload 3.90 answers a multipart request it cannot read (no boundary, or a body that is not the
 * multipart it announces) with a 500 "Request is not eligible for file upload". Its REST routes check
 * first and answer 400 saying what was wrong.
 */
const MULTIPART = /^multipart\/[\w'"()+,./:<=>?@[\\\]^-]+(?:; ?[\w'"()+,./:<=>?@[\\\]^-]*)+$/i

const MULTIPART_PROBLEM =
  'The multipart body could not be read: send multipart/form-data with its boundary and parts, and _payload as a JSON object.'

/** Whether a request announcing multipart content has a content type Payload's upload parser accepts. */
export function isReadableMultipartType(contentType: string): boolean {
  return contentType.includes('boundary=') && MULTIPART.test(contentType)
}

/** A 400 for a multipart request Payload could not read, else undefined (not multipart, or readable). */
export async function multipartProblem(request: Request): Promise<Response | undefined> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^multipart\//i.test(type.trim()) || request.method === 'GET' || request.method === 'DELETE') return undefined
  let readable = isReadableMultipartType(type)
  if (readable) {
    try {
      readable = isReadablePayloadField((await request.clone().formData()).get('_payload'))
    } catch {
      readable = false
    }
  }
  return readable ? undefined : Response.json({ errors: [{ message: MULTIPART_PROBLEM }] }, { status: 400 })
}
