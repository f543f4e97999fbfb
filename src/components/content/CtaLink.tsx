import { SiteLink } from '@/components/layout/SiteLink'

/** A call-to-action button to an editor-given link: in-site paths route client-side, others open normally. */
export function CtaLink({ href, children, className = 'button' }: { href: string; children: React.ReactNode; className?: string }) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <SiteLink className={className} href={href}>
        {children}
      </SiteLink>
    )
  }
  const external = /^https?:\/\//.test(href)
  return (
    <a className={className} href={href} {...(external ? { rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  )
}
