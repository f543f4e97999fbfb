/**
 * FedEx Ground does not deliver to PO boxes, so a library's street address must not be one. Matches the
 * spellings people type: 'PO Box 12', 'P.O. Box', 'P O Box', 'POB 12', 'Post Office Box', 'Post Box',
 * 'P.O.B.', 'Box 12' on its own is left alone (rural routes use it with a street).
 */
const PO_BOX = /\b(?:p\.?\s*o\.?\s*b(?:ox|\.)?|post\s*(?:office\s*)?box|pob)(?=[\s.#:\d,]|$)/i

export const isPoBox = (address: string): boolean => PO_BOX.test(address)

export const PO_BOX_MESSAGE =
  'FedEx Ground does not deliver to PO boxes. Please enter the street address of your library.'
