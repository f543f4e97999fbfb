import type { Where } from 'payload'

import { namesPrototype } from '../http/requestBody'

/**
 * The filters and sort of an admin list's URL (`where[and][0][type][equals]=library&sort=-createdAt`), as a
 * staff member's own saved view keeps them. The query string is user input twice over: sent when a view is
 * saved, and read back from the staff member's preferences (which Payload lets them write to directly). So it
 * is read here without a query-string library: the brackets are split by hand into objects without a
 * prototype, a parameter that names one is refused (`namesPrototype`, as every request body), sizes are capped, and
 * only the shape Payload's `where` has (fields, operators, `and`/`or` lists, text values) comes out, rebuilt
 * as plain objects. Whether the fields exist and may be read is Payload's to say when the view is counted.
 */
export type ListQuery = { where?: Where; sort?: string }
export type ParsedListQuery = { ok: true; query: ListQuery } | { ok: false; error: string }

const MAX_LENGTH = 4000
const MAX_PARAMS = 100
const MAX_DEPTH = 12
const MAX_LIST = 50
/** Payload's query operators (its documented list). */
const OPERATORS = new Set([
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'contains',
  'near',
  'within',
  'intersects',
])
const FIELD_PATH = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)*$/
const SORT = /^-?[A-Za-z_][A-Za-z0-9_.]*(,-?[A-Za-z_][A-Za-z0-9_.]*)*$/
const INDEX = /^(0|[1-9][0-9]{0,2})$/

type Tree = { [key: string]: Tree | string | string[] }
const unreadable: ParsedListQuery = { ok: false, error: 'These filters could not be read.' }

/** `[and][0][type][equals]` → ['and', '0', 'type', 'equals'], or null when it is not brackets all through. */
function bracketPath(rest: string): string[] | null {
  const segments: string[] = []
  let remaining = rest
  while (remaining.length > 0) {
    const match = /^\[([^[\]]+)\]/.exec(remaining)
    if (!match) return null
    segments.push(match[1]!)
    remaining = remaining.slice(match[0].length)
  }
  return segments
}

function place(tree: Tree, path: string[], value: string): boolean {
  let node = tree
  for (const [position, key] of path.entries()) {
    const last = position === path.length - 1
    const existing = Object.hasOwn(node, key) ? node[key] : undefined
    if (last) {
      if (existing === undefined) node[key] = value
      else if (typeof existing === 'string') node[key] = [existing, value]
      else if (Array.isArray(existing) && existing.length < MAX_LIST) existing.push(value)
      else return false
      return true
    }
    if (existing === undefined) node = node[key] = Object.create(null) as Tree
    else if (typeof existing === 'object' && !Array.isArray(existing)) node = existing
    else return false
  }
  return false
}

/** `{ 0: a, 1: b }` → [a, b] (as the admin writes lists: by index); null when the keys are not 0…n-1. */
function asList(node: Tree): Array<Tree | string | string[]> | null {
  const keys = Object.keys(node)
  if (keys.length === 0 || keys.length > MAX_LIST || !keys.every((key) => INDEX.test(key))) return null
  const list = keys.map(Number).sort((a, b) => a - b)
  return list.every((index, position) => index === position) ? list.map((index) => node[String(index)]!) : null
}

/** One value of a condition: text, or a list of texts for `in`, `not_in`, `all`. */
function value(raw: Tree | string | string[]): string | string[] | null {
  if (typeof raw === 'string') return raw
  if (Array.isArray(raw)) return [...raw]
  const list = asList(raw)
  return list && list.every((item) => typeof item === 'string') ? (list as string[]) : null
}

function where(node: Tree | string | string[], depth: number): Where | null {
  if (typeof node === 'string' || Array.isArray(node) || depth > MAX_DEPTH) return null
  const result: Where = {}
  for (const key of Object.keys(node)) {
    const child = node[key]!
    if (key === 'and' || key === 'or') {
      if (typeof child === 'string' || Array.isArray(child)) return null
      const list = asList(child)
      if (!list) return null
      const parts = list.map((part) => where(part, depth + 1))
      if (parts.some((part) => part === null)) return null
      result[key] = parts as Where[]
      continue
    }
    if (!FIELD_PATH.test(key)) return null
    if (typeof child === 'string' || Array.isArray(child)) return null
    const condition: Record<string, string | string[]> = {}
    const operators = Object.keys(child)
    if (operators.length === 0) return null
    for (const operator of operators) {
      if (!OPERATORS.has(operator)) return null
      const operand = value(child[operator]!)
      if (operand === null) return null
      condition[operator] = operand
    }
    result[key] = condition
  }
  return Object.keys(result).length > 0 ? result : null
}

/**
 * A list URL's query (with or without its `?`) → its `where` and `sort`. Other parameters (page, page size,
 * columns, the search box) are not part of a view and are left out.
 */
export function parseListQuery(search: string): ParsedListQuery {
  if (search.length > MAX_LENGTH) return { ok: false, error: 'These filters are too long to save.' }
  const params = [...new URLSearchParams(search).entries()]
  if (params.length > MAX_PARAMS) return { ok: false, error: 'These filters are too long to save.' }
  const tree = Object.create(null) as Tree
  let sort: string | undefined
  let hasWhere = false
  for (const [key, raw] of params) {
    if (key === 'sort') {
      if (!SORT.test(raw) || raw.length > 200) return unreadable
      sort = raw
      continue
    }
    if (!key.startsWith('where[')) continue
    if (namesPrototype(key)) return unreadable
    const path = bracketPath(key.slice('where'.length))
    if (!path || path.length > MAX_DEPTH || !place(tree, path, raw)) return unreadable
    hasWhere = true
  }
  if (!hasWhere) return { ok: true, query: sort ? { sort } : {} }
  const parsed = where(tree, 0)
  if (!parsed) return unreadable
  return { ok: true, query: sort ? { where: parsed, sort } : { where: parsed } }
}

/** The query as the admin's list URL carries it, without its `?`. */
export function listQueryString({ where, sort }: ListQuery): string {
  const params = where ? whereSearchParams(where) : new URLSearchParams()
  if (sort) params.append('sort', sort)
  return params.toString()
}

/** Whether a list was opened as it comes, with no filter and no search (searchParams as Next gives them). */
export function isUnfilteredList(searchParams: Record<string, string | string[] | undefined> | undefined): boolean {
  return !Object.keys(searchParams ?? {}).some(
    (key) => key.startsWith('where') || (key === 'search' && Boolean(searchParams?.[key])),
  )
}

/**
 * A `where` as the admin's list URL carries it (`where[and][0][type][equals]=library`), so a link opens the
 * list filtered to exactly what a report counted.
 */
export function whereSearchParams(where: Where, prefix = 'where', params = new URLSearchParams()): URLSearchParams {
  for (const [key, value] of Object.entries(where as Record<string, unknown>)) {
    const name = `${prefix}[${key}]`
    if (value !== null && typeof value === 'object') whereSearchParams(value as Where, name, params)
    else params.append(name, String(value))
  }
  return params
}
