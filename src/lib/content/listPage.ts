import 'server-only'

import { notFound } from 'next/navigation'
import type { PaginatedDocs } from 'payload'

import { PAGE_SIZE, parsePageParam } from './pagination'

export type SearchParams = Promise<Record<string, string | string[] | undefined>>

/** The page number `?page=` asks for; a malformed one is a failed page validation: 404 (SPEC §2). */
export async function requestedListPage(searchParams: SearchParams): Promise<number> {
  const page = parsePageParam((await searchParams).page)
  if (page === null) notFound()
  return page
}

/** One page of a list. A page past the end is a 404; page 1 of an empty list is fine (it says so). */
export async function loadListPage<T>(page: number, read: (page: number, limit: number) => Promise<PaginatedDocs<T>>): Promise<PaginatedDocs<T>> {
  const result = await read(page, PAGE_SIZE)
  if (page > 1 && page > result.totalPages) notFound()
  return result
}
