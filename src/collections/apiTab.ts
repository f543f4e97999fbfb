import type { CollectionConfig, DocumentTabCondition, GlobalConfig } from 'payload'

import { hasRole } from '../access/roles'

/** The API tab (a record's raw JSON) is for admins: to everyone else it is a database view, not their work. */
const forAdminsOnly: DocumentTabCondition = ({ req }) => hasRole(req.user, 'admin')

/**
 * The collection or global with its edit view's API tab shown to admins only. Payload's `admin.hideAPIURL`
 * hides it from everyone; the tab's `condition` (admin.components.views.edit.api.tab) decides per request.
 */
export function withApiTabForAdmins<T extends CollectionConfig | GlobalConfig>(entity: T): T {
  const admin = entity.admin ?? {}
  const components = admin.components ?? {}
  const views = components.views ?? {}
  const edit = views.edit ?? {}
  return {
    ...entity,
    admin: {
      ...admin,
      components: {
        ...components,
        views: { ...views, edit: { ...edit, api: { ...edit.api, tab: { ...edit.api?.tab, condition: forAdminsOnly } } } },
      },
    },
  }
}
