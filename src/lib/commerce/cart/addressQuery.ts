/**
 * SPEC §5 address query rules for the checkout form's update-cart and estimate calls: '#' is removed from every
 * value, empty parts are left out, the state goes as stateValue (a name or code) or stateId (a number), and an
 * estimate is asked for only once the country and the ZIP code are filled.
 */

export type AddressForm = {
  fullName?: string
  addressLine1?: string
  addressLine2?: string
  city?: string
  countryCode?: string
  state?: string
  zipCode?: string
  phone?: string
}

const clean = (value: string | undefined) => (value ?? '').replaceAll('#', '').trim()

/** The address as `shippingAddress[part]` parameters, without empty parts. */
export function addressQuery(form: AddressForm): Record<string, string> {
  const query: Record<string, string> = {}
  for (const [part, raw] of Object.entries(form) as [keyof AddressForm, string | undefined][]) {
    const value = clean(raw)
    if (!value) continue
    const name = part === 'state' ? (/^\d+$/.test(value) ? 'stateId' : 'stateValue') : part
    query[`shippingAddress[${name}]`] = value
  }
  return query
}

/** Whether shipping and tax can be estimated: only with a country and a ZIP code. */
export const canEstimate = (form: AddressForm): boolean => clean(form.countryCode) !== '' && clean(form.zipCode) !== ''

/** The estimate call's address parameters, or null while the country or ZIP code is missing. */
export const estimateQuery = (form: AddressForm): Record<string, string> | null =>
  canEstimate(form) ? addressQuery(form) : null
