/**
 * Every test can fail (issue 29 item 1): no test is skipped, focused or cut short because of the product's
 * state. A skip (`test.skip`, `it.skipIf`, `describe.runIf`, `test.fixme`…) or a bare `return` in a test file
 * is refused unless the line before it (or the line itself) says why it is allowed, with one of:
 *
 *   // allowed-skip: project    — one Playwright project's run is enough (desktop-only, one viewport)
 *   // allowed-skip: postgres   — PostgreSQL-only, when no server is configured (.ci/run configures one)
 *   // allowed-skip: platform   — needs what only some machines have (Linux /proc)
 *
 * A missing precondition (a seeded login, a build) is a failure that says what is missing, never a skip.
 * `.only` is refused everywhere. Run by `npm test`'s static step: `tsx scripts/check-skips.ts`.
 */
import fs from 'node:fs'
import path from 'node:path'

export const ALLOWED_REASONS = ['project', 'postgres', 'platform'] as const

const SKIP = /\b(?:test|it|describe)(?:\.describe)?\.(?:skip|skipIf|runIf|fixme)\b/
const ONLY = /\b(?:test|it|describe)(?:\.describe)?\.only\b/
/** `if (…) return` with no value: a test body or hook that stops early and passes. */
const BARE_RETURN = /^\s*if \(.*\)\s*return\s*$/
const MARK = /\/\/ allowed-skip: (\w+)/

export type Finding = { file: string; line: number; text: string; problem: string }

/** The problems of one file's source (pure: unit-tested). */
export function findSkips(file: string, source: string): Finding[] {
  const lines = source.split('\n')
  const findings: Finding[] = []
  lines.forEach((text, index) => {
    // Strings first (a URL's '//' is not a comment, a test may quote a skip), then comments.
    const code = text.replace(/(['"`])(?:\\.|(?!\1).)*\1/g, "''").replace(/\/\/.*$/, '')
    const finding = (problem: string) => findings.push({ file, line: index + 1, text: text.trim(), problem })
    if (ONLY.test(code)) return finding('focuses tests (.only)')
    if (!SKIP.test(code) && !BARE_RETURN.test(code)) return
    const mark = MARK.exec(text) ?? MARK.exec(lines[index - 1] ?? '')
    if (!mark) return finding('skips or returns early without an allowed reason (// allowed-skip: <reason>)')
    if (!(ALLOWED_REASONS as readonly string[]).includes(mark[1]!))
      finding(`names '${mark[1]}', which is not an allowed reason (${ALLOWED_REASONS.join(', ')})`)
  })
  return findings
}

function* testFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* testFiles(full)
    else if (/\.(?:test|spec)\.tsx?$/.test(entry.name)) yield full
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const findings = [...testFiles(path.resolve('tests'))].flatMap((file) =>
    findSkips(path.relative(process.cwd(), file), fs.readFileSync(file, 'utf8')),
  )
  for (const { file, line, text, problem } of findings) console.error(`✗ ${file}:${line} ${problem}\n    ${text}`)
  console.log(findings.length ? `${findings.length} conditional skips refused` : '✓ no conditional skip outside the allowed reasons')
  process.exit(findings.length ? 1 : 0)
}
