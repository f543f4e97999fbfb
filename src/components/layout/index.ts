/**
 * The site shell's layouts and header parts for server components: import from '@/components/layout'.
 * Client components import the file itself (e.g. '@/components/layout/SiteLink'): this barrel also
 * exports server-only layouts.
 */

export { DefaultLayout } from './DefaultLayout'
export { FormLayout } from './FormLayout'
export { SingleHeaderBar } from './SingleHeaderBar'
export { SingleLayout } from './SingleLayout'



