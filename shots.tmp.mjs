// node shots.tmp.mjs <base> <outdir>: first screen and full page of the giving/buying pages at 375 and 1440.
import fs from 'node:fs'
import { chromium } from 'playwright'
const [base, out] = process.argv.slice(2)
fs.mkdirSync(out, { recursive: true })
const logins = JSON.parse(fs.readFileSync('tmp/e2e-some/seed-logins.json', 'utf8'))
const library = logins.library ?? Object.values(logins).find((l) => String(l.email).includes('library'))
const pages = ['/support', '/donation', '/editions', '/editions/folded-map', '/editions/night-library', '/library-program/account']
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] })
for (const width of [375, 1440]) {
  const context = await browser.newContext({ viewport: { width, height: width === 375 ? 812 : 900 }, reducedMotion: 'reduce' })
  const page = await context.newPage()
  for (const path of pages) {
    if (path.startsWith('/library-program/account')) {
      const r = await page.request.post(base + '/api/accounts/login', { data: { email: library.email, password: library.password }, headers: { origin: base } })
      console.log('login', r.status())
    }
    await page.goto(base + path, { waitUntil: 'networkidle' }).catch(() => {})
    await page.waitForTimeout(1500)
    const name = `${width}-${path.replace(/[^a-z0-9]+/gi, '_')}`
    await page.screenshot({ path: `${out}/${name}.png` })
    await page.screenshot({ path: `${out}/${name}-full.png`, fullPage: true })
    if (path === '/support' || path === '/donation') {
      const box = await page.locator('main form').filter({ has: page.getByRole('button', { name: 'Donate' }) }).boundingBox()
      console.log(width, path, 'form bottom', box && box.y + box.height)
    }
  }
  await context.close()
}
await browser.close()
