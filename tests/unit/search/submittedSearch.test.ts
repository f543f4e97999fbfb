import { describe, expect, it } from 'vitest'

import { noteSearchSubmitted, takeSearchSubmitted } from '@/lib/search/submittedSearch'

const memoryStore = () => {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

describe('submittedSearch: focus moves to the results only after the visitor submits that query', () => {
  it('answers true once for the submitted query, trimmed as the results page reads it', () => {
    const store = memoryStore()
    noteSearchSubmitted(store, '  color ')
    expect(takeSearchSubmitted(store, 'color')).toBe(true)
    expect(takeSearchSubmitted(store, 'color')).toBe(false)
  })

  it('answers false for a results page reached without a submit', () => {
    expect(takeSearchSubmitted(memoryStore(), 'color')).toBe(false)
  })

  it('answers false, and forgets the note, when another query is shown', () => {
    const store = memoryStore()
    noteSearchSubmitted(store, 'color')
    expect(takeSearchSubmitted(store, 'paper')).toBe(false)
    expect(takeSearchSubmitted(store, 'color')).toBe(false)
  })

  it('a store that refuses to work neither stops the search nor moves focus', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('quota')
      },
      removeItem: () => {
        throw new Error('denied')
      },
    }
    expect(() => noteSearchSubmitted(refusing, 'color')).not.toThrow()
    expect(takeSearchSubmitted(refusing, 'color')).toBe(false)
  })
})
