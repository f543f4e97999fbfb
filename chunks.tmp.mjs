// node chunks.tmp.mjs <base> <out> <width> <path> [login]: the page in screen-high chunks.
import fs from 'node:fs'
import { chromium } from 'playwright'
const [base, out, w, path, login] = process.argv.slice(2)
const width = Number(w), height = width === 375 ? 812 : 900
fs.mkdirSync(out, { recursive: true })
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] })
const context = await browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce' })
const page = await context.newPage()
if (login) {
  const l = JSON.parse(fs.readFileSync('tmp/e2e-some/seed-logins.json', 'utf8')).library
  await page.request.post(base + '/api/accounts/login', { data: { email: l.email, password: l.password }, headers: { origin: base } })
}
await page.goto(base + path, { waitUntil: 'networkidle' })
const total = await page.evaluate(() => document.documentElement.scrollHeight)
for (let y = 0, i = 0; y < total; y += height, i++) {
  await page.evaluate((top) => window.scrollTo(0, top), y)
  await page.waitForTimeout(700)
  await page.screenshot({ path: `${out}/${width}-${path.replace(/[^a-z0-9]+/gi, '_')}-${i}.png` })
}
await browser.close()
