/** Which navigations are remembered as "the previous page" for the close (X) button. Pure. */

/** Pages that make no sense to return to with the close button. */
export const NOT_REMEMBERED = /^\/(gate|login|register)(\/|$)/

export function isRememberablePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !NOT_REMEMBERED.test(path)
}
