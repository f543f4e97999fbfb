import { Mark } from './Mark'

/** The admin's home mark in the breadcrumb bar (an 18 px slot), the site's icon instead of Payload's. */
export function Icon() {
  return <Mark size={18} />
}
