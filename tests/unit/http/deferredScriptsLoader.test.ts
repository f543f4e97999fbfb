// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { DEFERRED_SCRIPTS_LOADER } from '@/lib/http/deferScripts'

/** The loader run on a page already parsed; its scripts never load here, so hydration is marked by hand. */
function loadPage(body: string) {
  document.documentElement.removeAttribute('data-hydrated')
  document.body.innerHTML = body
  new Function(DEFERRED_SCRIPTS_LOADER)()
}
const hydrate = () => document.documentElement.setAttribute('data-hydrated', '')
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the deferred scripts loader, before hydration', () => {
  beforeEach(() => vi.useRealTimers())
  afterEach(() => {
    hydrate()
    document.body.innerHTML = ''
  })

  it('holds a click on a button until the page has hydrated, then replays it to the handler React attached', async () => {
    loadPage('<button id="menu" type="button">Menu</button>')
    const button = document.getElementById('menu')!
    const clicks: string[] = []
    button.addEventListener('click', () => clicks.push('menu'))
    button.click()
    expect(clicks).toEqual([])
    hydrate()
    await flush()
    expect(clicks).toEqual(['menu'])
    button.click()
    expect(clicks).toEqual(['menu', 'menu'])
  })

  it('holds a form’s submission (not sent as plain HTML) and submits it again once hydrated', async () => {
    loadPage('<form id="login" method="post"><input name="email"><button>Log in</button></form>')
    const form = document.getElementById('login') as HTMLFormElement
    const submits: boolean[] = []
    form.addEventListener('submit', (event) => {
      submits.push(event.defaultPrevented)
      event.preventDefault()
    })
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
    expect(submits).toEqual([])
    hydrate()
    await flush()
    expect(submits).toEqual([false])
  })

  it('replays held clicks in order, and leaves links and buttons removed meanwhile alone', async () => {
    loadPage('<a id="link" href="#x">Link</a><button id="a">A</button><label><input id="b" type="checkbox"> B</label><button id="gone">C</button>')
    const order: string[] = []
    for (const id of ['a', 'b', 'gone']) document.getElementById(id)!.addEventListener('click', () => order.push(id))
    let linkClicked = false
    document.getElementById('link')!.addEventListener('click', (event) => {
      linkClicked = true
      event.preventDefault()
    })
    document.getElementById('link')!.click()
    expect(linkClicked).toBe(true)
    document.getElementById('b')!.click()
    document.getElementById('a')!.click()
    document.getElementById('gone')!.click()
    document.getElementById('gone')!.remove()
    expect((document.getElementById('b') as HTMLInputElement).checked).toBe(false)
    hydrate()
    await flush()
    expect(order).toEqual(['b', 'a'])
    expect((document.getElementById('b') as HTMLInputElement).checked).toBe(true)
  })

  it('replays what it held as plain HTML would when hydration never comes', async () => {
    vi.useFakeTimers()
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    loadPage('<button id="late">Late</button>')
    const clicks: number[] = []
    document.getElementById('late')!.addEventListener('click', () => clicks.push(1))
    document.getElementById('late')!.click()
    vi.advanceTimersByTime(9_000)
    expect(clicks).toEqual([])
    vi.advanceTimersByTime(1_500)
    expect(clicks).toEqual([1])
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
  })
})
