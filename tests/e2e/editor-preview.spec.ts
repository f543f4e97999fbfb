/**
 * Editors preview what they change (issue 37 items 3 and 5), at their desks (1440 and 768 px): a change to Site
 * texts or the Site menu is a draft the live site does not show, the admin's live preview shows it (the home page;
 * for the menu, the home page with the menu open), and 'Publish changes' puts it on the site. Donation texts are
 * rich text: /support shows them formatted, and an editor changes one in the rich text editor.
 * The globals are put back as the seed published them at the end of each test.
 */
import { expect, test as base, type APIRequestContext, type Browser, type FrameLocator, type Page } from './fixtures'
import { createStaff, logInToAdmin, type Login } from './logins'

// The admin is a desktop tool; the 768 px width is covered below through the viewport.
// allowed-skip: project
base.skip(({ isMobile }) => isMobile, 'desktop only')

const test = base.extend<object, { editor: Login }>({
  editor: [async ({}, provide) => provide(await createStaff('editor')), { scope: 'worker' }],
})

// Both widths change the same globals: one after the other.
test.describe.configure({ mode: 'serial' })

async function adminHeaders(request: APIRequestContext, admin: Login) {
  const response = await request.post('/api/users/login', { data: admin })
  expect(response.status()).toBe(200)
  return { Authorization: `JWT ${(await response.json()).token as string}` }
}

/** The published global, to put back afterwards. */
async function published(request: APIRequestContext, headers: Record<string, string>, slug: string) {
  const response = await request.get(`/api/globals/${slug}?depth=0`, { headers })
  expect(response.status()).toBe(200)
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, globalType: _globalType, ...data } = await response.json()
  return data as Record<string, unknown>
}

async function restore(request: APIRequestContext, headers: Record<string, string>, slug: string, data: Record<string, unknown>) {
  const response = await request.post(`/api/globals/${slug}`, { headers, data: { ...data, _status: 'published' } })
  expect(response.status()).toBe(200)
}

/** A visitor: a fresh browser context, logged out, no draft mode. */
async function visitorPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL })
  return { page: await context.newPage(), close: () => context.close() }
}

/**
 * Opens the admin's live preview beside the form (below it at 768 px) and returns its frame. The admin remembers
 * per staff member whether it was open, so the toggle is pressed only when it is closed.
 */
async function openLivePreview(page: Page, path: RegExp): Promise<FrameLocator> {
  const previewing = page.locator('.live-preview-window--is-live-previewing')
  if (!(await previewing.isVisible())) await page.locator('#live-preview-toggler').click()
  await expect(previewing).toBeVisible()
  const iframe = page.locator('iframe').first()
  await expect(iframe).toHaveAttribute('src', path)
  return page.frameLocator('iframe').first()
}

/**
 * Makes a change and returns the live preview. At 1440 px the preview is open beside the form while the editor
 * types (it refreshes as the draft saves); at 768 px the admin shows either the form or the preview, so the editor
 * makes the change, then opens the preview.
 */
async function editWithPreview(page: Page, width: number, path: RegExp, edit: () => Promise<void>): Promise<FrameLocator> {
  if (width >= 1024) {
    const preview = await openLivePreview(page, path)
    await edit()
    return preview
  }
  const previewing = page.locator('.live-preview-window--is-live-previewing')
  if (await previewing.isVisible()) await page.locator('#live-preview-toggler').click()
  await expect(previewing).toBeHidden()
  await edit()
  return openLivePreview(page, path)
}

/** Waits for the autosave of the form's latest change (the draft the preview and the site are checked against). */
async function waitForAutosave(page: Page) {
  await page.waitForResponse(
    (response) => /\/api\/globals\/[^/?]+\?.*autosave=true/.test(response.url()) && response.request().method() === 'POST',
    { timeout: 15_000 },
  )
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/Updated successfully|published successfully/i).first()).toBeVisible()
}

for (const width of [1440, 768]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })
    test.setTimeout(120_000)

    test('a Site text change is a draft the preview shows and the site shows once published', async ({
      admin,
      editor,
      page,
      request,
      browser,
      baseURL,
    }) => {
      const headers = await adminHeaders(request, admin)
      const original = await published(request, headers, 'site-settings')
      const words = ` Draft words ${width} ${Date.now().toString(36)}.`
      const visitor = await visitorPage(browser, baseURL)
      try {
        await logInToAdmin(page, editor)
        await page.goto('/admin/globals/site-settings')
        await page.waitForLoadState('networkidle')
        const preview = await editWithPreview(page, width, /\/api\/preview\?path=%2F&/, async () => {
          // The home page's mission text, in the Home and search tab (open first).
          const editorBox = page
            .locator('.rich-text-lexical', { has: page.getByText('Home mission text', { exact: true }) })
            .locator('[contenteditable="true"]')
          await editorBox.click()
          await page.keyboard.press('ControlOrMeta+End')
          const saved = waitForAutosave(page)
          await page.keyboard.type(words)
          await saved
        })

        await expect(preview.getByText(words.trim())).toBeVisible({ timeout: 15_000 })
        await expect(preview.getByRole('status')).toContainText('Previewing drafts')
        await visitor.page.goto('/')
        await expect(visitor.page.getByText('A.R.T. is a non-profit that puts art books')).toBeVisible()
        await expect(visitor.page.getByText(words.trim())).toHaveCount(0)

        await publish(page)
        await expect(async () => {
          await visitor.page.goto('/')
          await expect(visitor.page.getByText(words.trim())).toBeVisible({ timeout: 1_000 })
        }).toPass({ timeout: 15_000 })
      } finally {
        await visitor.close()
        await restore(request, headers, 'site-settings', original)
      }
    })

    test('a Site menu link change is a draft the preview shows in the open menu, and published after Publish', async ({
      admin,
      editor,
      page,
      request,
      browser,
      baseURL,
    }) => {
      const headers = await adminHeaders(request, admin)
      const original = await published(request, headers, 'menus')
      const label = `Who we are ${width} ${Date.now().toString(36)}`
      const visitor = await visitorPage(browser, baseURL)
      const visitorMenu = async () => {
        await visitor.page.goto('/')
        await visitor.page.getByTestId('menu-toggle').click()
        const menu = visitor.page.getByRole('dialog', { name: 'Site menu' })
        await expect(menu).toBeVisible()
        return menu
      }
      try {
        await logInToAdmin(page, editor)
        await page.goto('/admin/globals/menus')
        await page.waitForLoadState('networkidle')
        const preview = await editWithPreview(page, width, /\/api\/preview\?path=%2F%3Fmenu%3Dopen&/, async () => {
          const title = page.locator('#field-about__items__0__title')
          await expect(title).toHaveValue('Who we are')
          const saved = waitForAutosave(page)
          await title.fill(label)
          await saved
        })

        // The preview opens the menu by itself.
        const previewMenu = preview.getByRole('dialog', { name: 'Site menu' })
        await expect(previewMenu.getByRole('link', { name: label })).toBeVisible({ timeout: 15_000 })
        const menu = await visitorMenu()
        await expect(menu.getByRole('link', { name: 'Who we are', exact: true })).toBeVisible()
        await expect(menu.getByRole('link', { name: label })).toHaveCount(0)

        await publish(page)
        await expect(async () => {
          const menu = await visitorMenu()
          await expect(menu.getByRole('link', { name: label })).toBeVisible({ timeout: 3_000 })
        }).toPass({ timeout: 20_000 })
      } finally {
        await visitor.close()
        await restore(request, headers, 'menus', original)
      }
    })

    test('an editor changes a donation text in the rich text editor and /support shows it formatted', async ({
      admin,
      editor,
      page,
      request,
      browser,
      baseURL,
    }) => {
      const headers = await adminHeaders(request, admin)
      const original = await published(request, headers, 'donation-options')
      const words = `Thank you ${width} ${Date.now().toString(36)}`
      const visitor = await visitorPage(browser, baseURL)
      try {
        await logInToAdmin(page, editor)
        await page.goto('/admin/globals/donation-options')
        await page.waitForLoadState('networkidle')
        // The one-time interval's $50 ('… every month' is the monthly one's): /support lists the one-time texts.
        const boxes = page.locator('.rich-text-lexical [contenteditable="true"]')
        const fifty = /^\$50 sends five art books to a rural library\.$/
        await expect(boxes.filter({ hasText: fifty })).toHaveCount(1)
        // By position: the text is about to change.
        const box = boxes.nth((await boxes.allInnerTexts()).findIndex((text) => fifty.test(text.trim())))
        await expect(box.locator('p')).toHaveText(fifty)
        await box.click()
        await page.keyboard.press('ControlOrMeta+End')
        await page.keyboard.type(' ')
        // Bold through the editor's own shortcut, as staff make text bold.
        await page.keyboard.press('ControlOrMeta+b')
        await page.keyboard.type(words)
        await expect(box.locator('strong', { hasText: words })).toBeVisible()
        // The rich text editor hands its text to the form a moment after the last key (an autosave can carry
        // half the words): publish once the draft holds all of them, as a person would after typing.
        await expect
          .poll(async () => JSON.stringify(await (await request.get('/api/globals/donation-options?draft=true&depth=0', { headers })).json()), {
            timeout: 15_000,
          })
          .toContain(words)
        await publish(page)

        await expect(async () => {
          await visitor.page.goto('/support')
          const impacts = visitor.page.getByRole('list', { name: 'What each amount does' })
          await expect(impacts.locator('strong', { hasText: words })).toBeVisible({ timeout: 1_000 })
        }).toPass({ timeout: 15_000 })
        const impacts = visitor.page.getByRole('list', { name: 'What each amount does' })
        await expect(impacts).toContainText('$50 sends five art books to a rural library.')
        await expect(impacts).not.toContainText('<')
      } finally {
        await visitor.close()
        await restore(request, headers, 'donation-options', original)
      }
    })
  })
}

test('/support on a phone shows the presets\u2019 descriptions as formatted text', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 } })
  const page = await context.newPage()
  try {
    await page.goto('/support')
    const impacts = page.getByRole('list', { name: 'What each amount does' })
    await expect(impacts.getByText('$50 sends five art books to a rural library.')).toBeVisible()
    await expect(impacts).not.toContainText('<p>')
    // Under the Donate button: the chosen amount's text, as text.
    const status = page.locator('form').getByRole('status').first()
    await expect(status).toContainText('$50 every month sends five art books to a rural library.')
    await expect(status).not.toContainText('<p>')
  } finally {
    await context.close()
  }
})
