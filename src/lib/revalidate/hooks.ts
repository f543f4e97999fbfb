import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

import { docPath, GLOBAL_PATHS, isRoutedCollection, isRoutedGlobal } from '../content/paths'
import { collectionTag, docTag, globalTag } from '../content/tags'
import { invalidate, type Invalidation } from './invalidate'

/** Pages that show a collection's documents besides its own list and detail pages. */
const SHOWN_ON: Record<string, string[]> = {
  news: ['/', '/news', '/library-program/about'],
  editions: ['/editions', '/support'],
  guides: ['/resources/guides'],
  notes: ['/resources/notes'],
  testimonials: ['/testimonials', '/library-program/about'],
  'participating-libraries': ['/library-program/map', '/library-program/about'],
  publishers: ['/library-program/about', '/library-program/poulin'],
  'featured-collections': ['/'],
  books: ['/'],
}

type Doc = { slug?: unknown; _status?: unknown }

const slugOf = (doc: Doc | undefined) => (typeof doc?.slug === 'string' && doc.slug ? doc.slug : null)

/** Without drafts every save is public; with drafts only a published version (or unpublishing) is. */
const touchesPublic = (doc: Doc | undefined, previous: Doc | undefined) =>
  doc?._status === undefined || doc._status === 'published' || previous?._status === 'published'

export function collectionInvalidation(collection: string, doc: Doc | undefined, previous?: Doc): Invalidation {
  const tags = [collectionTag(collection)]
  const paths = [...(SHOWN_ON[collection] ?? [])]
  for (const slug of new Set([slugOf(doc), slugOf(previous)])) {
    if (!slug) continue
    tags.push(docTag(collection, slug))
    if (isRoutedCollection(collection)) paths.push(docPath(collection, slug))
  }
  return { tags, paths }
}

export function globalInvalidation(global: string): Invalidation {
  const paths: string[] = isRoutedGlobal(global) ? [...GLOBAL_PATHS[global]] : []
  // Site-wide texts (footer, SEO defaults, menu) appear on every page.
  const layoutPaths = global === 'site-settings' || global === 'menus' ? ['/'] : []
  return { tags: [globalTag(global)], paths, layoutPaths }
}

/**
 * Hooks that refresh the public pages showing a collection or global, so a publish is visible on
 * the next request without a rebuild. Add them to the collection's or global's `hooks` arrays.
 */
export const revalidateAfterChange =
  (collection: string): CollectionAfterChangeHook =>
  ({ doc, previousDoc, req }) => {
    if (touchesPublic(doc, previousDoc)) invalidate(collectionInvalidation(collection, doc, previousDoc), req.payload.logger)
    return doc
  }

export const revalidateAfterDelete =
  (collection: string): CollectionAfterDeleteHook =>
  ({ doc, req }) => {
    invalidate(collectionInvalidation(collection, doc), req.payload.logger)
    return doc
  }

export const revalidateGlobalAfterChange =
  (global: string): GlobalAfterChangeHook =>
  ({ doc, previousDoc, req }) => {
    if (touchesPublic(doc, previousDoc)) invalidate(globalInvalidation(global), req.payload.logger)
    return doc
  }
