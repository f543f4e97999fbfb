import { describe, expect, it } from 'vitest'

import { findSkips } from '../../../scripts/check-skips'

/** Built, not written out, so a search of tests/ for skips does not find these samples. */
const SKIP = ['test', 'skip'].join('.')

const problems = (source: string) => findSkips('x.spec.ts', source).map(({ line, problem }) => `${line}: ${problem}`)

describe('the conditional-skip check (issue 29 item 1)', () => {
  it('refuses a skip on the product’s state, a missing login, or a bare early return', () => {
    expect(problems(`${SKIP}(!email, 'no login')`)).toHaveLength(1)
    expect(problems(`  ${SKIP}(response.status() !== 200, 'not built')`)).toHaveLength(1)
    expect(problems('describe.skipIf(!ready)("x", () => {})')).toHaveLength(1)
    expect(problems("test.fixme('later')")).toHaveLength(1)
    expect(problems('  if (!slug) return')).toHaveLength(1)
  })

  it('refuses .only everywhere, whatever the comment', () => {
    expect(problems("// allowed-skip: project\ntest.only('x', () => {})")).toEqual(['2: focuses tests (.only)'])
  })

  it('takes a skip whose line, or the line before, names an allowed reason', () => {
    expect(problems("// allowed-skip: project\ntest.skip(({ isMobile }) => isMobile, 'desktop only')")).toEqual([])
    expect(problems("it.runIf(onPostgres)('x', () => {}) // allowed-skip: postgres")).toEqual([])
    expect(problems("// allowed-skip: platform\nit.runIf(hasProc)('x', () => {})")).toEqual([])
  })

  it('refuses a reason outside the list', () => {
    expect(problems(`// allowed-skip: flaky\n${SKIP}(true, 'x')`)).toEqual([
      "2: names 'flaky', which is not an allowed reason (project, postgres, platform)",
    ])
  })

  it('leaves returns with a value and skips mentioned in comments alone', () => {
    expect(problems(`    if (done) return value\n// ${SKIP}(x) is not allowed`)).toEqual([])
    expect(problems(`const quoted = '${SKIP}(x)'`)).toEqual([])
  })
})
