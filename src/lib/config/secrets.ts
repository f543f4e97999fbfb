import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { secretsFilePath } from './secretsFile'

type Secrets = { payloadSecret: string; previewSecret: string; fauxwallPassphrase: string }

const SECRETS_FILE = secretsFilePath(process.env.DATA_DIR)

const random = (bytes = 32) => crypto.randomBytes(bytes).toString('hex')

let cached: Secrets | undefined

/**
 * Secrets come from the environment; any that is missing is generated once and kept in
 * data/secrets.json (ignored by git), so a fresh clone runs without setup and nothing secret is committed.
 */
export function getSecrets(): Secrets {
  if (cached) return cached
  let stored: Partial<Secrets> = {}
  try {
    stored = JSON.parse(fs.readFileSync(SECRETS_FILE, 'utf8')) as Partial<Secrets>
  } catch {
    // No file yet: generated below.
  }
  const merged: Secrets = {
    payloadSecret: stored.payloadSecret || random(),
    previewSecret: stored.previewSecret || random(16),
    fauxwallPassphrase: stored.fauxwallPassphrase || `art-${random(4)}`,
  }
  if (JSON.stringify(merged) !== JSON.stringify(stored)) {
    fs.mkdirSync(path.dirname(SECRETS_FILE), { recursive: true })
    fs.writeFileSync(SECRETS_FILE, JSON.stringify(merged, null, 2), { mode: 0o600 })
  }
  cached = {
    payloadSecret: process.env.PAYLOAD_SECRET || merged.payloadSecret,
    previewSecret: process.env.PREVIEW_SECRET || merged.previewSecret,
    fauxwallPassphrase: process.env.FAUXWALL_PASSPHRASE || merged.fauxwallPassphrase,
  }
  return cached
}
