import { SiteFooter } from '@/components/footer/SiteFooter'

/**
 * One footer element for every layout. Each page's payload also carries the not-found page (its layout is
 * the default one); when both hold this same element, React's payload sends the footer once.
 */
export const SITE_FOOTER = <SiteFooter />
