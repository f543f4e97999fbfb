// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest'

import { SITE_HEAD_SCRIPT } from '@/components/layout/headScript'
import { readPreviousPath } from '@/components/layout/NavigationTracker'

/** A full page load of `path`: the layout's head script runs as the page arrives, before any React code. */
function arrive(path: string) {
  // happy-dom's own API: assigning location.href would start a navigation.
  ;(window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`https://art.example.org${path}`)
  new Function(SITE_HEAD_SCRIPT)()
}

describe('the site head script', () => {
  beforeEach(() => sessionStorage.clear())

  it('records a page as it arrives, so the next page’s close (X) goes back to it even if it never hydrated', () => {
    arrive('/about')
    arrive('/news/spring-fair')
    expect(readPreviousPath('/news/spring-fair')).toBe('/about')
  })

  it('writes the query as the tracker does, and a reload changes nothing', () => {
    arrive('/search?search=art%20books')
    arrive('/news/spring-fair')
    arrive('/news/spring-fair')
    expect(readPreviousPath('/news/spring-fair')).toBe('/search?search=art+books')
  })

  it('does not make the login or gate pages a page to return to', () => {
    arrive('/about')
    arrive('/login')
    arrive('/news/spring-fair')
    expect(readPreviousPath('/news/spring-fair')).toBe('/about')
  })
})
