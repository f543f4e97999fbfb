import fs from 'node:fs'
import path from 'node:path'

/** Where the seed keeps the logins it created, so `npm start` can print them again. Ignored by git. */
export const LOGINS_FILE = path.resolve(process.env.DATA_DIR || 'data', 'seed-logins.json')

export type SeedLogins = { admin: { email: string; password: string }; library: { email: string; password: string } }

export function saveLogins(logins: SeedLogins): void {
  fs.mkdirSync(path.dirname(LOGINS_FILE), { recursive: true })
  fs.writeFileSync(LOGINS_FILE, JSON.stringify(logins, null, 2), { mode: 0o600 })
}

export function printLogins(logins: SeedLogins = JSON.parse(fs.readFileSync(LOGINS_FILE, 'utf8'))): void {
  console.log(`\n  Admin login (http://localhost:${process.env.PORT || 3000}/admin)`)
  console.log(`    email:    ${logins.admin.email}`)
  console.log(`    password: ${logins.admin.password}`)
  console.log('  Library account login (public site)')
  console.log(`    email:    ${logins.library.email}`)
  console.log(`    password: ${logins.library.password}\n`)
}
