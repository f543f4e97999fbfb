/**
 * Which menu entries a visitor sees and how they are labelled (SPEC §2 "Site menu"). Pure.
 */

type MenuVisibility = 'always' | 'loggedOut' | 'loggedIn'

export type MenuItem = {
  title: string
  link: string
  isCart?: boolean | null
  visibility?: MenuVisibility | null
}

export function isMenuItemVisible(item: Pick<MenuItem, 'visibility'>, loggedIn: boolean): boolean {
  const visibility = item.visibility ?? 'always'
  if (visibility === 'loggedIn') return loggedIn
  if (visibility === 'loggedOut') return !loggedIn
  return true
}

/** Cart entries show the cart's total quantity in brackets once it holds anything: "Cart (3)". */
export function menuItemLabel(item: Pick<MenuItem, 'title' | 'isCart'>, cartQuantity: number): string {
  return item.isCart && cartQuantity > 0 ? `${item.title} (${cartQuantity})` : item.title
}

export function visibleMenuItems<T extends MenuItem>(items: readonly T[] | null | undefined, loggedIn: boolean): T[] {
  return (items ?? []).filter((item) => isMenuItemVisible(item, loggedIn))
}
