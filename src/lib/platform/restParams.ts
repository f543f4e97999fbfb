/**
 * Payload 3.90 reads a REST request's `data` and `where` query parameters, when given as plain strings
 * (not `where[title][equals]=…`), and a multipart body's `_payload` field, as JSON, and answers 500 when
 * they are not (payload/dist/utilities/parseParams), as it does for paging numbers and id comparisons that
 * reach SQL as Infinity or NaN; its REST routes check first and answer 400 saying what was wrong.
 */
/** A JSON object: `data=-1` or `data=[1]` is JSON, but Payload then sets fields on it and fails (500). */
const isJsonObject = (text: string) => {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
  } catch {
    return false
  }
}

const JSON_PARAMETERS = ['data', 'where'] as const
/** Paging numbers reach SQL as given: `page=1e308` became an Infinity offset. */
const WHOLE_NUMBER_PARAMETERS = ['page', 'limit', 'depth'] as const
/** A comparison on a row id (`where[id][in]=abc`) reached SQL as NaN. */
const ID_COMPARISON =
  /^where(?:\[(?:and|or)\]\[\d+\])*\[id\]\[(?:equals|not_equals|in|not_in|greater_than|greater_than_equal|less_than|less_than_equal)\](?:\[\d+\])?$/

/**
 * A comparison that takes one value (`where[title][equals]=…`). Given twice, or with an index, it reaches
 * Payload as a list, which its SQL builder cannot compare (500); `in`, `not_in` and `all` take lists.
 */
const SINGLE_VALUE_COMPARISON =
  /^where(?:\[[^\]]*\])*\[(?:equals|not_equals|like|not_like|contains|greater_than|greater_than_equal|less_than|less_than_equal)\](\[[^\]]*\])?$/

/** What is wrong with Payload's query parameters, in words (undefined: nothing this checks). */
function queryParameterProblem(params: URLSearchParams): string | undefined {
  const json = JSON_PARAMETERS.find((name) => params.getAll(name).some((value) => value !== '' && !isJsonObject(value)))
  if (json) return `The '${json}' parameter must be a JSON object.`
  const number = WHOLE_NUMBER_PARAMETERS.find((name) => params.getAll(name).some((value) => !/^\d{1,9}$/.test(value)))
  if (number) return `The '${number}' parameter must be a whole number.`
  for (const [key, value] of params) {
    const single = SINGLE_VALUE_COMPARISON.exec(key)
    if (single && (single[1] !== undefined || params.getAll(key).length > 1)) return `'${key}' takes one value.`
    if (ID_COMPARISON.test(key) && value !== '' && !value.split(',').every((id) => /^\d{1,15}$/.test(id.trim()))) {
      return `'${key}' compares ids, which are whole numbers.`
    }
  }
  return undefined
}

/** A 400 saying what is wrong with Payload's query parameters, else undefined. */
export function dataParameterProblem(url: string): Response | undefined {
  const problem = queryParameterProblem(new URL(url).searchParams)
  return problem ? Response.json({ errors: [{ message: problem }] }, { status: 400 }) : undefined
}

/** Whether a multipart body's `_payload` field (the document's data beside its file) is absent or a JSON object. */
export const isReadablePayloadField = (field: FormDataEntryValue | null) =>
  typeof field !== 'string' || isJsonObject(field)
