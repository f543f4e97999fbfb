import { describe, expect, it } from 'vitest'

import { DEFERRED_SCRIPTS_LOADER, deferPageScripts } from '@/lib/http/deferScripts'

// The shape of a page Next renders: a low-priority preload of the webpack runtime, the chunks as async scripts
// in <head>, the runtime itself (with its id) at the end of <body>, inline data, and the legacy polyfills.
const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/css/b7ce.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack-d684.js"/>',
  '<script src="/_next/static/chunks/4bd1b696-8cd1.js" async=""></script>',
  '<script src="/_next/static/chunks/app/(site)/cached-list/%5Blist%5D/%5Bpage%5D/page-c118.js" async=""></script>',
  '<script>try{document.documentElement.setAttribute("data-x","")}catch(e){}</script>',
  '<script src="/_next/static/chunks/polyfills-4237.js" noModule=""></script></head>',
  '<body><main>News</main>',
  '<script src="/_next/static/chunks/webpack-d684.js" id="_R_" async=""></script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>',
].join('')

describe('deferPageScripts', () => {
  const deferred = deferPageScripts(PAGE)

  it('turns every framework script tag into an inert placeholder, in order, keeping the runtime’s id', () => {
    expect(deferred).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" (?:id="[^"]*" )?async=""/)
    const placeholders = [...deferred.matchAll(/<script type="text\/plain" data-deferred-src="([^"]+)"( data-deferred-id="[^"]+")?><\/script>/g)]
    expect(placeholders.map((m) => m[1])).toEqual([
      '/_next/static/chunks/4bd1b696-8cd1.js',
      '/_next/static/chunks/app/(site)/cached-list/%5Blist%5D/%5Bpage%5D/page-c118.js',
      '/_next/static/chunks/webpack-d684.js',
    ])
    expect(placeholders[2]![2]).toBe(' data-deferred-id="_R_"')
  })

  it('drops the preload that would fetch the runtime early, and keeps everything else as it was', () => {
    expect(deferred).not.toContain('rel="preload" as="script"')
    expect(deferred).toContain('<link rel="stylesheet" href="/_next/static/css/b7ce.css" data-precedence="next"/>')
    expect(deferred).toContain('<script src="/_next/static/chunks/polyfills-4237.js" noModule=""></script>')
    expect(deferred).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>')
    expect(deferred).toContain('<body><main>News</main>')
  })

  it('puts the loader once, before the first placeholder, so it runs before any of them is reached', () => {
    const loader = `<script>${DEFERRED_SCRIPTS_LOADER}</script>`
    expect(deferred.split(loader)).toHaveLength(2)
    expect(deferred.indexOf(loader)).toBeLessThan(deferred.indexOf('data-deferred-src='))
  })

  it('leaves a page without framework scripts, and scripts from elsewhere, untouched', () => {
    const plain = '<!DOCTYPE html><html><head><script src="https://js.example.com/v3" async=""></script></head><body></body></html>'
    expect(deferPageScripts(plain)).toBe(plain)
    expect(deferPageScripts(PAGE.replace('<script src="/_next/static/chunks/4bd1b696-8cd1.js"', '<script src="https://cdn.example.com/x.js"'))).toContain(
      '<script src="https://cdn.example.com/x.js" async=""></script>',
    )
  })

  it('leaves Next’s error document as it is: its content is rendered by its scripts, so it has nothing to paint first', () => {
    const errorDocument = PAGE.replace('<html lang="en">', '<html id="__next_error__">')
    expect(deferPageScripts(errorDocument)).toBe(errorDocument)
  })
})
