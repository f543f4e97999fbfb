import 'server-only'

import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { fillLimitStatement, decideLibraryLimit } from '@/lib/commerce/library-order/libraryLimit'
import { applyLineUpdate, capToStock, type CartLine, type Purchasable } from '@/lib/commerce/cart/lines'
import { generateNumber } from '@/lib/commerce/orders/orderNumber'
import type { AddressInput, UpdateCartInput } from '@/lib/commerce/cart/requestSchema'
import { lineUpdateOf } from '@/lib/commerce/cart/requestSchema'
import { quoteShipping } from '@/lib/commerce/cart/shippingRates'
import { cartShipping } from '@/lib/commerce/cart/shippingMethod'
import { itemTotal } from '@/lib/commerce/cart/totals'
import { EMPTY_CART, totalQuantity, type CartAddress, type CartLineBook, type ClientCart } from '@/lib/commerce/cart/types'
import { withKeyedLock } from '@/lib/db/keyedLock'
import { HttpError } from '@/lib/http/errors'
import { loadPricingRules } from '@/lib/commerce/press-checkout/pricingRules'
import type { Account, Book, Cart, LibraryType, Media } from '@/payload-types'

import type { RequestViewer } from '../../auth/requestViewer'

/**
 * The one cart service behind the commerce calls (SPEC §7), for the Library Program order (a logged-in
 * account's cart, found through account.currentCart) and the press cart (a guest's, found through the
 * art_cart_id cookie). The two are never mixed: a logged-in viewer sees only the account's cart, a guest only
 * the cookie's, and a number that is not the viewer's own cart answers "not found".
 *
 * Carts are read and written with overrideAccess: the collection is staff-only, and ownership is decided
 * here (cookie or account), which Payload's access rules cannot see for a guest.
 */

class CartNotFoundError extends HttpError {
  constructor() {
    super(404, 'Cart not found')
  }
}

export type CartOwner = { viewer: RequestViewer; cookieNumber: string | null }

const DEFAULT_LIMIT_STATEMENT = 'Your library may order up to {limit} books per order.'
const DEFAULT_EXCEEDED_STATEMENT = 'Your order holds more books than your library may order. Please remove some.'

const cartType = (owner: CartOwner) => (owner.viewer.account ? 'library' : 'press')
const catalogueOf = (type: Cart['type']) => (type === 'library' ? 'libraryProgram' : 'press')
const idOf = (value: number | { id: number } | null | undefined) => (value && typeof value === 'object' ? value.id : value)

/** The number of the cart this viewer owns, if any. */
function ownNumber(owner: CartOwner): string | null {
  return owner.viewer.account ? (owner.viewer.account.currentCart ?? null) : owner.cookieNumber
}

/** The viewer's active cart; a requested number that is not theirs throws CartNotFoundError. */
export async function findOwnCart(payload: Payload, owner: CartOwner, requested?: string): Promise<Cart | null> {
  const own = ownNumber(owner)
  if (requested && requested !== own) throw new CartNotFoundError()
  if (!own) return null
  const { docs } = await payload.find({
    collection: 'carts',
    where: { number: { equals: own }, status: { equals: 'active' } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const cart = docs[0]
  if (!cart) {
    if (requested) throw new CartNotFoundError()
    return null
  }
  const account = owner.viewer.account
  // A guest cookie naming an account's cart, or an account's saved number naming someone else's cart.
  if (account ? idOf(cart.account) !== account.id : cart.account != null) throw new CartNotFoundError()
  return cart
}

type LineBook = Pick<Book, 'id' | 'title' | 'slug' | 'authors' | 'productTypeHandle' | 'variants' | 'featuredImage'>

/** Books (with their variants) holding these SKUs, as the viewer may see them (published only). */
async function booksBySku(payload: Payload, owner: CartOwner, skus: string[]): Promise<Map<string, { book: LineBook; stock: number; price: number }>> {
  const found = new Map<string, { book: LineBook; stock: number; price: number }>()
  if (skus.length === 0) return found
  const { docs } = await payload.find({
    collection: 'books',
    where: { 'variants.sku': { in: skus } },
    limit: skus.length,
    depth: 1,
    // Only what a line shows: depth 1 then populates the cover alone, not every tag.
    select: { title: true, slug: true, authors: true, productTypeHandle: true, variants: true, featuredImage: true },
    overrideAccess: false,
    user: owner.viewer.account ? { ...owner.viewer.account, collection: 'accounts' } : undefined,
  })
  for (const book of docs) {
    for (const variant of book.variants ?? []) {
      if (skus.includes(variant.sku)) found.set(variant.sku, { book, stock: variant.stock ?? 0, price: variant.price ?? 0 })
    }
  }
  return found
}

function coverOf(book: LineBook): CartLineBook['cover'] {
  const media = book.featuredImage as Media | number | null | undefined
  if (!media || typeof media !== 'object' || !media.url) return null
  return { url: media.sizes?.mobile?.url ?? media.url, alt: media.alt ?? '' }
}

/**
 * The shipping methods that reach this cart's address, as SPEC §4's rule takes them. Library orders ship free:
 * with none offered, the rule picks freeShipping. A press cart with no country yet has none to offer (null).
 */
async function shippingAvailable(
  payload: Payload,
  cart: Cart,
  totals: { itemTotal: number; totalQty: number },
): Promise<{ handle: string; name: string; free: boolean }[] | null> {
  if (cart.type === 'library') return []
  const country = cart.shippingAddress?.countryCode?.trim()
  if (!country) return null
  const { shippingRules } = await loadPricingRules(payload)
  return quoteShipping(shippingRules, country, totals).map(({ handle, name, free }) => ({ handle, name, free }))
}

async function limitFor(payload: Payload, account: Account, lines: { id: string; qty: number }[]): Promise<ClientCart['limit']> {
  const libraryType = (
    typeof account.libraryType === 'object'
      ? account.libraryType
      : await payload.findByID({ collection: 'library-types', id: account.libraryType, depth: 0, overrideAccess: true })
  ) as LibraryType
  const texts = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    select: { orderLimitStatement: true, exceededOrderLimitStatement: true },
  })
  const decision = decideLibraryLimit(lines, libraryType.bookLimit)
  return {
    limit: decision.limit,
    exceeded: decision.exceeded,
    excessLineIds: decision.excessLineIds,
    statement: fillLimitStatement(texts.orderLimitStatement || DEFAULT_LIMIT_STATEMENT, decision.limit),
    exceededStatement: fillLimitStatement(texts.exceededOrderLimitStatement || DEFAULT_EXCEEDED_STATEMENT, decision.limit),
  }
}

/** The account's address as the starting shipping address of its order. */
function accountAddress(account: Account): CartAddress {
  return {
    fullName: account.fullName ?? ([account.firstName, account.lastName].filter(Boolean).join(' ') || null),
    organisation: account.library ?? null,
    addressLine1: account.address ?? null,
    city: account.city ?? null,
    state: account.state ?? null,
    zipCode: account.zipCode ?? null,
    countryCode: 'US',
    phone: account.phoneNumber ?? null,
  }
}

/** The client's view of a stored cart: lines with their books and stock, totals, shipping, the library limit. */
export async function cartView(payload: Payload, owner: CartOwner, cart: Cart | null): Promise<ClientCart> {
  const account = owner.viewer.account
  if (!cart) {
    if (!account) return EMPTY_CART
    return { ...EMPTY_CART, type: 'library', shippingAddress: accountAddress(account), limit: await limitFor(payload, account, []) }
  }
  const lines = (cart.lineItems ?? []).map((line) => ({ ...line, id: line.id ?? '' }))
  const books = await booksBySku(payload, owner, lines.map((line) => line.purchasableId))
  const lineItems = lines.map((line) => {
    const found = books.get(line.purchasableId)
    const unitPrice = cart.type === 'press' ? (found?.price ?? 0) : 0
    return {
      id: line.id,
      purchasableId: line.purchasableId,
      qty: line.qty,
      unitPrice,
      subtotal: unitPrice * line.qty,
      book: found && {
        id: found.book.id,
        title: found.book.title,
        slug: found.book.slug ?? null,
        authors: found.book.authors ?? null,
        catalogue: found.book.productTypeHandle,
        cover: coverOf(found.book),
        stock: found.stock,
      },
    }
  })
  const totals = { itemTotal: itemTotal(lineItems), totalQty: totalQuantity(lineItems) }
  const shipping = cartShipping(await shippingAvailable(payload, cart, totals), cart.shippingMethodHandle)
  const address = cart.shippingAddress ?? {}
  const hasAddress = Object.values(address).some(Boolean)
  return {
    number: cart.number,
    type: cart.type,
    lineItems,
    ...totals,
    shippingMethodHandle: shipping.handle,
    availableShippingMethods: shipping.offered,
    shippingAddress: hasAddress || !account ? address : accountAddress(account),
    note: cart.note ?? null,
    email: cart.email ?? account?.email ?? null,
    limit: account ? await limitFor(payload, account, lines) : undefined,
  }
}

/** SPEC §5: '#' removed from address values and empty parts left out; stateValue/stateId name the state. */
function cleanAddress(input: AddressInput, previous: CartAddress): CartAddress {
  const { stateValue, stateId, ...parts } = input
  const merged: Record<string, string | null | undefined> = { ...previous, ...parts }
  const state = parts.state ?? stateValue ?? stateId
  if (state !== undefined) merged.state = state
  for (const [key, value] of Object.entries(merged)) {
    const cleaned = typeof value === 'string' ? value.replaceAll('#', '').trim() : value
    merged[key] = cleaned ? cleaned : null
  }
  return merged as CartAddress
}

export type UpdateResult = { cart: ClientCart; messages: string[]; created: boolean }

/**
 * update-cart: creates the viewer's cart on the first change (and, for an account, saves its number as
 * currentCart), applies the line changes capped to stock, and the shipping method, address, email and note.
 * One cart's updates run one after another in this process, so two quick clicks both count.
 */
export async function updateCart(payload: Payload, owner: CartOwner, input: UpdateCartInput): Promise<UpdateResult> {
  const key = owner.viewer.account ? `cart-account:${owner.viewer.account.id}` : `cart:${owner.cookieNumber ?? randomUUID()}`
  return withKeyedLock(key, async () => {
    const existing = await findOwnCart(payload, owner, input.number)
    const type = existing?.type ?? cartType(owner)
    const current: CartLine[] = (existing?.lineItems ?? []).map((line) => ({
      id: line.id ?? randomUUID(),
      purchasableId: line.purchasableId,
      qty: line.qty,
    }))
    const lineUpdate = lineUpdateOf(input)
    const skus = [
      ...new Set([
        ...current.map((line) => line.purchasableId),
        ...(lineUpdate?.purchasables ?? []).map((item) => item.id),
        ...(lineUpdate?.purchasableId ? [lineUpdate.purchasableId] : []),
      ]),
    ]
    const books = await booksBySku(payload, owner, skus)
    const purchasables = new Map<string, Purchasable>()
    for (const [sku, found] of books) {
      // A press cart holds press books only, a library order Library Program books only.
      if (found.book.productTypeHandle === catalogueOf(type))
        purchasables.set(sku, { purchasableId: sku, title: found.book.title, stock: found.stock })
    }
    const { lines, messages } = lineUpdate
      ? applyLineUpdate(current, lineUpdate, purchasables, () => randomUUID())
      : capToStock(current, purchasables)
    if (!existing && lines.length === 0 && !input.shippingAddress && !input.note && !input.email && !input.shippingMethodHandle)
      return { cart: await cartView(payload, owner, null), messages, created: false }

    const data = {
      lineItems: lines.map((line) => ({ id: line.id, purchasableId: line.purchasableId, qty: line.qty, book: books.get(line.purchasableId)!.book.id })),
      totalQty: totalQuantity(lines),
      ...(input.shippingMethodHandle !== undefined && { shippingMethodHandle: input.shippingMethodHandle }),
      ...(input.shippingAddress && { shippingAddress: cleanAddress(input.shippingAddress, existing?.shippingAddress ?? {}) }),
      ...(input.note !== undefined && { note: input.note || null }),
      ...(input.email !== undefined && { email: input.email }),
    }
    const account = owner.viewer.account
    const saved = existing
      ? await payload.update({ collection: 'carts', id: existing.id, data, depth: 0, overrideAccess: true })
      : await payload.create({
          collection: 'carts',
          data: { ...data, number: generateNumber(), type, status: 'active', account: account?.id ?? null },
          depth: 0,
          overrideAccess: true,
        })
    if (!existing && account) {
      await payload.update({ collection: 'accounts', id: account.id, data: { currentCart: saved.number }, overrideAccess: true, depth: 0 })
      account.currentCart = saved.number
    }
    return { cart: await cartView(payload, owner, saved), messages, created: !existing }
  })
}

/** art-fc: empties the viewer's cart and unlinks it (the account's currentCart; the guest's cookie is cleared by the route). */
export async function forgetCart(payload: Payload, owner: CartOwner, requested?: string): Promise<void> {
  const cart = await findOwnCart(payload, owner, requested)
  if (cart)
    await payload.update({
      collection: 'carts',
      id: cart.id,
      data: { status: 'forgotten', lineItems: [], totalQty: 0 },
      overrideAccess: true,
      depth: 0,
    })
  const account = owner.viewer.account
  if (account?.currentCart) {
    await payload.update({ collection: 'accounts', id: account.id, data: { currentCart: null }, overrideAccess: true, depth: 0 })
    account.currentCart = null
  }
}
