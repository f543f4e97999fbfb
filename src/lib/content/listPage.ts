import 'server-only'

import { notFound } from 'next/navigation'
import type { PaginatedDocs } from 'payload'

import { PAGE_SIZE, parsePageParam } from './pagination'

export type SearchParams = Promise<Record<string, string | string[] | undefined>>

/**
 * The page of a list that `?page=` asks for. A malformed page number or one past the end is a
 * failed page validation: 404 (SPEC §2). Page 1 of an empty list is fine (it says so).
 */
export async function loadListPage<T>(
  searchParams: SearchParams,
  read: (page: number, limit: number) => Promise<PaginatedDocs<T>>,
): Promise<PaginatedDocs<T>> {
  const page = parsePageParam((await searchParams).page)
  if (page === null) notFound()
  const result = await read(page, PAGE_SIZE)
  if (page > 1 && page > result.totalPages) notFound()
  return result
}
