/**
 * The account forms' fields (Fields.tsx) and the US state options (UsStateOptions.tsx) in one import, for
 * the forms that need both. Login and register import Fields.tsx itself: the state names (whose options the
 * register page renders on the server) stay out of their scripts.
 */
export { Field, TextField } from './Fields'
export { UsStateOptions } from './UsStateOptions'
