import type { Access } from 'payload'

/** For operations only the server itself performs (with overrideAccess). */
export const nobody: Access = () => false
