import { APIError, type GraphQLExtension, type Payload, type PayloadRequest } from 'payload'
import type { z } from 'zod'

import type { Account } from '@/payload-types'

import type { AccountResult } from './accountEndpoint'
import type { AccountLimiters } from './rateLimits'
import type { accountRateLimits } from './rateLimits'
import { describeZodError } from '../http/errors'

type AccountRateLimits = typeof accountRateLimits

/**
 * SPEC §7 account mutations over GraphQL (POST /api/graphql), answering what the site's
 * /api/account/* endpoints answer: same zod schemas, same src/lib/auth functions. The functions are
 * imported when a mutation runs, not with the Payload config (they are server-only and reach the
 * Payload client, which itself loads the config).
 *
 * A refusal becomes a GraphQL error whose message is the endpoint's message; `extensions.statusCode`
 * is the HTTP status the endpoint would give and `extensions.data` its other fields (per-field
 * messages, `expired`, `unverified`).
 */

type Context = { req: PayloadRequest; headers: Record<string, string> }
type Resolver = (source: unknown, args: Record<string, unknown>, context: Context) => Promise<unknown>

/** Payload's GraphQL handler shows an APIError's message, status and data (the endpoint's other fields). */
function refusal(result: AccountResult): APIError {
  const { error: message, ...details } = result.body
  return new APIError(String(message ?? 'The request was refused.'), result.status, details, true)
}

/**
 * The limits of /api/account/* apply here too, from the same budgets and in the same order: per client
 * address before the input is read, per email once it is valid. Over a limit: a 429 refusal with
 * `retryAfter` in seconds.
 */
async function enforceLimit(name: keyof AccountRateLimits, context: Context, email?: string) {
  const [{ accountRateLimits, limitedByEmail }, { clientKey, rateLimitedKey }] = await Promise.all([
    import('./rateLimits'),
    import('../ratelimit'),
  ])
  const limiters: AccountLimiters = accountRateLimits[name]
  const limited =
    email === undefined
      ? await rateLimitedKey(limiters.ip, clientKey(context.req.headers))
      : await limitedByEmail(limiters, context.req.headers, email)
  if (!limited) return
  const body = (await limited.json()) as Record<string, unknown>
  throw refusal({ status: limited.status, body: { ...body, retryAfter: Number(limited.headers.get('Retry-After')) } })
}

/** The endpoint's answer as a GraphQL result: its body, its cookie on the response, or an error. */
function answer(result: AccountResult, context: Context) {
  if (result.status >= 400) throw refusal(result)
  if (result.cookie) context.headers['Set-Cookie'] = result.cookie
  return result.body
}

function parse<Schema extends z.ZodType>(schema: Schema, args: unknown): z.output<Schema> {
  const parsed = schema.safeParse(args)
  if (parsed.success) return parsed.data
  throw refusal({ status: 400, body: describeZodError(parsed.error) })
}

/** The logged-in library account of this request (Authorization: JWT, or the site's cookie). */
function viewerOf(context: Context): (Account & { _sid?: string }) | null {
  const user = context.req.user
  return user && user.collection === 'accounts' ? (user as unknown as Account & { _sid?: string }) : null
}

function requireViewer(context: Context) {
  const account = viewerOf(context)
  if (!account) throw refusal({ status: 401, body: { error: 'Please log in again.' } })
  return account
}

const schemas = () => import('./registrationSchema')

export const accountGraphQLMutations: GraphQLExtension = (graphQL, { collections }) => {
  const { GraphQLBoolean, GraphQLFloat, GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLString } =
    graphQL
  const text = { type: GraphQLString }
  const requiredText = { type: new GraphQLNonNull(GraphQLString) }
  const AccountType = collections.accounts.graphQL!.type

  const AuthUser = new GraphQLObjectType({
    name: 'AccountAuthUser',
    fields: { id: { type: new GraphQLNonNull(GraphQLInt) }, email: { type: GraphQLString } },
  })
  /** SPEC §3 Auth result. */
  const AuthResult = new GraphQLObjectType({
    name: 'AccountAuthResult',
    fields: {
      jwt: { type: new GraphQLNonNull(GraphQLString) },
      jwtExpiresAt: { type: new GraphQLNonNull(GraphQLFloat) },
      refreshToken: { type: new GraphQLNonNull(GraphQLString) },
      refreshTokenExpiresAt: { type: new GraphQLNonNull(GraphQLFloat) },
      user: { type: new GraphQLNonNull(AuthUser) },
    },
  })
  /** What the other mutations answer: a message to show (register also names the address). */
  const AccountMessage = new GraphQLObjectType({
    name: 'AccountMessage',
    fields: { ok: { type: new GraphQLNonNull(GraphQLBoolean) }, message: text, email: text },
  })

  const mutation = (type: unknown, args: Record<string, unknown>, resolve: Resolver) => ({ type, args, resolve })
  const payloadOf = (context: Context): Payload => context.req.payload

  return {
    register: mutation(
      new GraphQLNonNull(AccountMessage),
      {
        firstName: requiredText,
        lastName: requiredText,
        email: requiredText,
        secondaryEmail: text,
        password: requiredText,
        confirmPassword: requiredText,
        library: requiredText,
        address: requiredText,
        city: requiredText,
        state: requiredText,
        zipCode: requiredText,
        phoneNumber: requiredText,
        population: { type: new GraphQLNonNull(GraphQLInt) },
        numberServes: { type: new GraphQLNonNull(GraphQLInt) },
        numberBenefit: { type: new GraphQLNonNull(GraphQLInt) },
        libraryType: { type: new GraphQLNonNull(GraphQLInt) },
        libraryCommunity: { type: new GraphQLList(new GraphQLNonNull(GraphQLInt)) },
        poulinProject: { type: GraphQLBoolean },
      },
      async (_, args, context) => {
        await enforceLimit('register', context)
        const data = parse((await schemas()).registrationSchema, args)
        await enforceLimit('register', context, data.email)
        const { registerAccount } = await import('./register')
        const body = answer(await registerAccount(payloadOf(context), data), context)
        return { ok: true, email: data.email, ...body }
      },
    ),
    authenticate: mutation(
      new GraphQLNonNull(AuthResult),
      { email: requiredText, password: requiredText },
      async (_, args, context) => {
        await enforceLimit('login', context)
        const data = parse((await schemas()).loginSchema, args)
        await enforceLimit('login', context, data.email)
        const [{ loginAccount }, { countFailure, accountRateLimits }] = await Promise.all([
          import('./login'),
          import('./rateLimits'),
        ])
        const result = await loginAccount(payloadOf(context), data)
        if (result.status === 401) await countFailure(accountRateLimits.login, context.req.headers, data.email)
        return answer(result, context)
      },
    ),
    deleteRefreshTokens: mutation(new GraphQLNonNull(GraphQLBoolean), {}, async (_, __, context) => {
      const { logoutAccount } = await import('./session')
      answer(await logoutAccount(payloadOf(context), viewerOf(context)), context)
      return true
    }),
    updatePassword: mutation(
      new GraphQLNonNull(AccountMessage),
      { currentPassword: requiredText, newPassword: requiredText, confirmPassword: requiredText },
      async (_, args, context) => {
        const account = requireViewer(context)
        await enforceLimit('password', context)
        const data = parse((await schemas()).changePasswordSchema, args)
        const { changePassword } = await import('./viewer')
        return answer(await changePassword(payloadOf(context), account, data), context)
      },
    ),
    forgottenPassword: mutation(
      new GraphQLNonNull(AccountMessage),
      { email: requiredText },
      async (_, args, context) => {
        await enforceLimit('forgotPassword', context)
        const { email } = parse((await schemas()).emailOnlySchema, args)
        await enforceLimit('forgotPassword', context, email)
        const { requestPasswordReset } = await import('./passwordReset')
        return answer(await requestPasswordReset(payloadOf(context), email), context)
      },
    ),
    setPassword: mutation(
      new GraphQLNonNull(AccountMessage),
      {
        password: requiredText,
        code: requiredText,
        id: { type: new GraphQLNonNull(GraphQLInt) },
        confirmPassword: text,
      },
      async (_, args, context) => {
        // SPEC §7 names no confirmation here: the client has already compared the two fields.
        const input = { ...args, confirmPassword: args.confirmPassword ?? args.password }
        await enforceLimit('setPassword', context)
        const data = parse((await schemas()).setPasswordSchema, input)
        const { setPasswordFromLink } = await import('./passwordReset')
        return answer(await setPasswordFromLink(payloadOf(context), data), context)
      },
    ),
    updateViewer: mutation(AccountType, { currentCart: text }, async (_, args, context) => {
      const account = requireViewer(context)
      const { currentCart } = parse((await schemas()).currentCartSchema, args)
      const { saveCurrentCart } = await import('./viewer')
      return saveCurrentCart(payloadOf(context), account, currentCart)
    }),
  }
}

/** SPEC §7 account viewer: the logged-in library account (Authorization: JWT), or null. */
export const accountGraphQLQueries: GraphQLExtension = (_graphQL, { collections }) => ({
  viewer: {
    type: collections.accounts.graphQL!.type,
    resolve: async (_source: unknown, _args: unknown, context: Context) => {
      const account = viewerOf(context)
      if (!account) return null
      return context.req.payload.findByID({
        collection: 'accounts',
        id: account.id,
        user: context.req.user,
        overrideAccess: false,
        // Ids only: Payload's GraphQL fields populate relationships (libraryType) from an id, and answer null
        // for a document already in their place.
        depth: 0,
      })
    },
  },
})
