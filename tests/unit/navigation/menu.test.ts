import { describe, expect, it } from 'vitest'

import { DEFAULT_MENU, menuSections } from '@/lib/navigation/defaultMenu'
import { isMenuItemVisible, menuItemLabel, visibleMenuItems } from '@/lib/navigation/menuItems'
import * as timing from '@/lib/navigation/timing'

describe('menu item visibility', () => {
  it('shows always-items to everyone, loggedOut-items to guests, loggedIn-items to accounts', () => {
    expect(isMenuItemVisible({ visibility: 'always' }, false)).toBe(true)
    expect(isMenuItemVisible({ visibility: 'always' }, true)).toBe(true)
    expect(isMenuItemVisible({ visibility: null }, true)).toBe(true)
    expect(isMenuItemVisible({ visibility: 'loggedOut' }, false)).toBe(true)
    expect(isMenuItemVisible({ visibility: 'loggedOut' }, true)).toBe(false)
    expect(isMenuItemVisible({ visibility: 'loggedIn' }, true)).toBe(true)
    expect(isMenuItemVisible({ visibility: 'loggedIn' }, false)).toBe(false)
  })

  it('gives guests the press Cart and accounts the View/Submit Order entry (SPEC §2)', () => {
    const press = visibleMenuItems(DEFAULT_MENU.press.items, false).map((item) => item.title)
    const pressLoggedIn = visibleMenuItems(DEFAULT_MENU.press.items, true).map((item) => item.title)
    const library = visibleMenuItems(DEFAULT_MENU.libProgram.items, true).map((item) => item.title)
    const libraryGuest = visibleMenuItems(DEFAULT_MENU.libProgram.items, false).map((item) => item.title)
    expect(press).toEqual(['Catalog', 'About', 'Cart'])
    expect(pressLoggedIn).toEqual(['Catalog', 'About'])
    expect(library).toEqual(['Order Books', 'Learn More', 'Distribution Map', 'View/Submit Order'])
    expect(libraryGuest).toEqual(['Order Books', 'Learn More', 'Distribution Map'])
  })
})

describe('menu item label', () => {
  it('adds the cart quantity in brackets to cart entries when the cart has items', () => {
    expect(menuItemLabel({ title: 'Cart', isCart: true }, 3)).toBe('Cart (3)')
    expect(menuItemLabel({ title: 'Cart', isCart: true }, 0)).toBe('Cart')
    expect(menuItemLabel({ title: 'Catalog', isCart: false }, 3)).toBe('Catalog')
  })
})

describe('menu sections', () => {
  it('are the four sections in order, with spec defaults when the global is empty', () => {
    const sections = menuSections(null, null)
    expect(sections.map((section) => section.title)).toEqual(['About', 'Library Program', 'A.R.T. Press', 'Reading Resources'])
    expect(sections[0].items.map((item) => [item.title, item.link])).toEqual([
      ['Who we are', '/about'],
      ['Support', '/support'],
      ['Editions', '/editions'],
      ['News', '/news'],
    ])
    expect(sections[3].items.map((item) => item.link)).toEqual(['/resources/guides', '/resources/notes'])
  })

  it('uses the global and the navTexts descriptions when filled in', () => {
    const sections = menuSections(
      { about: { title: 'Us', items: [{ title: 'Team', link: '/about', visibility: null }] } },
      { about: 'Who we are.' },
    )
    expect(sections[0]).toMatchObject({ title: 'Us', description: 'Who we are.', items: [{ title: 'Team', visibility: 'always', isCart: false }] })
    expect(sections[1].title).toBe('Library Program')
  })
})

describe('timing constants (SPEC §9)', () => {
  it('match the specification', () => {
    expect(timing.MENU_TYPING_MS_PER_CHAR).toBe(15)
    expect(timing.MENU_SECTION_DELAYS_MS).toEqual([0, 750, 1125, 1500])
    expect(timing.MENU_LISTS_DELAY_MS).toBe(2000)
    expect(timing.SITE_TITLE_TYPING_MS_PER_CHAR).toBe(100)
    expect(timing.SITE_TITLE_START_DELAY_MS).toBe(500)
    expect(timing.PROGRESS_THROTTLE_MS).toBe(200)
    expect(timing.PROGRESS_DURATION_MS).toBe(5000)
    expect(timing.CHUNK_RELOAD_GUARD_MS).toBe(60000)
  })
})
