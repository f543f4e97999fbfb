/**
 * Vitest global setup of the integration project (issue 29): the committed migrations run once per test run,
 * into a template database; each test file's database starts as a copy of it (tests/helpers/payload.ts:
 * SQLite copies the file, PostgreSQL runs CREATE DATABASE … TEMPLATE). Migrating every file's database
 * booted Payload twice per file.
 */
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

const ROOT = path.resolve(import.meta.dirname, '../..')
const isPostgresUrl = (url: string | undefined): url is string => !!url && /^postgres(ql)?:\/\//i.test(url)

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated template: a SQLite file path, or a PostgreSQL database name on TEST_DATABASE_URL's server. */
    templateDatabase: { kind: 'sqlite'; file: string } | { kind: 'postgres'; name: string }
  }
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] })
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`migrating the template exited with ${code}`))))
  })
}

async function postgresAdmin(serverUrl: string) {
  const { default: pg } = await import('pg')
  const url = new URL(serverUrl)
  url.pathname = '/postgres'
  return async (sql: string) => {
    const client = new pg.Client({ connectionString: url.toString() })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
}

export default async function setup(project: TestProject) {
  const id = `${Date.now().toString(36)}_${crypto.randomBytes(3).toString('hex')}`
  const dataDir = path.join(ROOT, 'tmp/test-data', `template_${id}`)
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    DB_PUSH: 'false',
    PAYLOAD_SECRET: 'integration-test-secret',
    PAYLOAD_DISABLE_DEPENDENCY_CHECKER: 'true',
    DATA_DIR: dataDir,
    MEDIA_DIR: path.join(dataDir, 'media'),
    NODE_OPTIONS: '--no-deprecation --disable-proto=delete --conditions=production',
  }
  const server = process.env.TEST_DATABASE_URL
  let teardown: () => Promise<void>
  if (isPostgresUrl(server)) {
    const name = `art_template_${id}`
    const admin = await postgresAdmin(server)
    await admin(`CREATE DATABASE "${name}"`)
    const url = new URL(server)
    url.pathname = `/${name}`
    await run(process.execPath, ['--import', 'tsx', 'tests/setup/migrateTemplate.ts'], { ...env, DATABASE_URL: url.toString() })
    project.provide('templateDatabase', { kind: 'postgres', name })
    teardown = () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  } else {
    const file = path.join(ROOT, 'tmp/test-db', `template_${id}.db`)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    await run(process.execPath, ['--import', 'tsx', 'tests/setup/migrateTemplate.ts'], { ...env, DATABASE_URL: `file:${file}` })
    project.provide('templateDatabase', { kind: 'sqlite', file })
    teardown = async () => {
      for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true })
    }
  }
  return async () => {
    await teardown()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
