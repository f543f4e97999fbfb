import fs from 'node:fs'
import { createRequire } from 'node:module'

import { describe, expect, it } from 'vitest'

import { SITE_TITLE_PENDING_SCRIPT } from '@/components/layout/siteTitleScript'
import {
  contentSecurityPolicy,
  htmlPolicy,
  inlineScripts,
  isFrameworkScript,
  reactRuntimeDefinitions,
  scriptHash,
} from '@/lib/security/contentSecurityPolicy'
import { staticSecurityHeaders } from '@/lib/security/staticHeaders'

const reactRuntime = reactRuntimeDefinitions(
  fs.readFileSync(
    createRequire(import.meta.url).resolve('next/dist/compiled/react-dom/cjs/react-dom-server.node.production.js'),
    'utf8',
  ),
)
const BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])'
const CHUNK = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:I[57121,[],\\"\\"]\\n"])'

const scriptSources = (policy: string) =>
  policy
    .split('; ')
    .find((directive) => directive.startsWith('script-src '))!
    .split(' ')
    .slice(1)

describe('inlineScripts', () => {
  it('finds the inline scripts a browser runs, not external ones or data', () => {
    const html = `<script src="/_next/a.js" async=""></script><script>${BOOTSTRAP}</script>
      <script type="application/ld+json">{"@type":"Book"}</script><script type="module">a()</script>`
    expect(inlineScripts(html)).toEqual([BOOTSTRAP, 'a()'])
  })
})

describe('isFrameworkScript', () => {
  it("accepts Next's bootstrap and data chunks", () => {
    expect(isFrameworkScript(BOOTSTRAP, reactRuntime)).toBe(true)
    expect(isFrameworkScript(CHUNK, reactRuntime)).toBe(true)
    expect(isFrameworkScript('self.__next_f.push([2,null])', reactRuntime)).toBe(true)
  })

  it('refuses a data chunk that runs code', () => {
    expect(isFrameworkScript('self.__next_f.push([1,"a"]);alert(1)//)', reactRuntime)).toBe(false)
    expect(isFrameworkScript('self.__next_f.push([1,alert(1)])', reactRuntime)).toBe(false)
    expect(isFrameworkScript('self.__next_f.push(alert(1))', reactRuntime)).toBe(false)
  })

  it("accepts React's streaming runtime with its calls, from react-dom's own build", () => {
    const completeBoundary = reactRuntime.find((definition) => definition.startsWith('$RB=[];$RV='))
    expect(completeBoundary).toBeDefined()
    expect(isFrameworkScript(`${completeBoundary}$RC("B:0","S:0")`, reactRuntime)).toBe(true)
    expect(isFrameworkScript('$RC("B:1","S:1")', reactRuntime)).toBe(true)
  })

  it('refuses injected code, even dressed as a React call', () => {
    expect(isFrameworkScript('alert(document.cookie)', reactRuntime)).toBe(false)
    expect(isFrameworkScript('$RC("B:1",alert(1))', reactRuntime)).toBe(false)
    expect(isFrameworkScript('$RC=function(){alert(1)};$RC("a")', reactRuntime)).toBe(false)
  })

  it('accepts the site’s own fixed scripts only when listed', () => {
    expect(isFrameworkScript(SITE_TITLE_PENDING_SCRIPT, reactRuntime)).toBe(false)
    expect(isFrameworkScript(SITE_TITLE_PENDING_SCRIPT, reactRuntime, [SITE_TITLE_PENDING_SCRIPT])).toBe(true)
  })
})

describe('htmlPolicy', () => {
  it("hashes the framework's inline scripts into script-src and leaves an injected one out", () => {
    const injected = 'alert(1)'
    const html = `<head><script>${BOOTSTRAP}</script></head><body><div><script>${injected}</script></div>
      <script>${CHUNK}</script></body>`
    const sources = scriptSources(htmlPolicy(html, 'site', reactRuntime))
    expect(sources).toContain(scriptHash(BOOTSTRAP))
    expect(sources).toContain(scriptHash(CHUNK))
    expect(sources).not.toContain(scriptHash(injected))
    expect(sources).not.toContain("'unsafe-inline'")
  })

  it('hashes as browsers do: SHA-256 of the UTF-8 text, base64', () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='")
  })
})

describe('contentSecurityPolicy', () => {
  it('allows no inline script, framing by the site only, no plugins and no foreign base or form targets', () => {
    const policy = contentSecurityPolicy({ target: 'site' })
    expect(scriptSources(policy)).toEqual(["'self'"])
    for (const directive of [
      "frame-ancestors 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "script-src-attr 'none'",
    ]) {
      expect(policy).toContain(directive)
    }
  })
})

describe('staticSecurityHeaders', () => {
  it('sends HSTS from production servers only', () => {
    expect(staticSecurityHeaders({ NODE_ENV: 'production' })['Strict-Transport-Security']).toMatch(/^max-age=\d{8}/)
    expect(staticSecurityHeaders({ NODE_ENV: 'development' })).not.toHaveProperty('Strict-Transport-Security')
  })
})
