import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'

/** A custom admin view's query string as its filters read it: the first value of each key. */
export const adminViewQuery = (searchParams: AdminViewServerProps['searchParams']) =>
  Object.fromEntries(
    Object.entries(searchParams ?? {}).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]),
  )

/** A custom admin view (reports, restock) inside the admin's own frame: navigation, header, gutter. */
export function AdminViewFrame({
  initPageResult,
  params,
  searchParams,
  className,
  children,
}: Pick<AdminViewServerProps, 'initPageResult' | 'params' | 'searchParams'> & {
  className: string
  children: React.ReactNode
}) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={{ collections: visibleEntities.collections, globals: visibleEntities.globals }}
    >
      <Gutter className={className}>{children}</Gutter>
    </DefaultTemplate>
  )
}
