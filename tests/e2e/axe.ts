/**
 * The one accessibility check of the browser tests: axe with every rule it runs by default (WCAG 2.0–2.2 A and
 * AA and its best practices), plus the two WCAG rules it leaves off by default: 2.5.8 target size (24 px) and
 * 2.5.3 label in name (the visible words are part of the accessible name). Specs call it in each state they
 * reach (menu, dialogs, filled forms, errors), on both projects: 375 and 1440 px.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

export async function expectNoAxeViolations(page: Page, { include }: { include?: string } = {}): Promise<void> {
  // Dynamic pages stream their metadata: check once the title has arrived, as a screen reader would hear it.
  await expect(page).toHaveTitle(/\S/)
  // Parts that wait for the account (the login box on book pages) restyle when it arrives: check after that, not
  // during it (axe measured a colour mid-change once). A page that polls never goes idle: check it anyway.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined)
  // Lists and dialogs fade in: check colours once they are fully opaque.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
      .every((animation) => animation.playState !== 'running'),
  )
  let builder = new AxeBuilder({ page }).options({
    rules: { 'target-size': { enabled: true }, 'label-content-name-mismatch': { enabled: true } },
  })
  if (include) builder = builder.include(include)
  const { violations } = await builder.analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}
