import { describe, expect, it } from 'vitest'

import { adminCodeMarkers, imagesWithoutSizes, preloadedImages, remoteFonts, scriptSources } from '../../../scripts/audit/pageChecks'

const page = `<!DOCTYPE html><html><head>
<link rel="preload" as="image" imageSrcSet="/_next/image?url=a.jpg&amp;w=640 640w" imageSizes="100vw" fetchPriority="high"/>
<link rel="preload" href="/_next/static/media/serif.woff2" as="font" crossorigin=""/>
<script src="/_next/static/chunks/main.js" async=""></script>
<script src="/_next/static/chunks/main.js" async=""></script>
<script src="/_next/static/chunks/page.js" nonce="bm9uY2U=" async=""></script>
<script src="https://js.stripe.com/v3"></script>
<script src="/_next/static/chunks/polyfills.js" noModule=""></script>
<script>self.__next_f.push([1,""])</script>
</head><body>
<img alt="Cover" srcset="/_next/image?url=a.jpg&amp;w=256 1x, /_next/image?url=a.jpg&amp;w=640 2x" src="/a.jpg"/>
<img alt="Hero" srcset="/a-640.jpg 640w, /a-1080.jpg 1080w" sizes="(max-width: 640px) 100vw, 50vw" src="/a.jpg"/>
<img alt="Card" srcset='/b-640.jpg 640w, /b-1080.jpg 1080w' src="/b.jpg">
</body></html>`

describe('what the page audit reads from HTML', () => {
  it('lists each same-origin script once, not inline, third-party or nomodule ones', () => {
    expect(scriptSources(page)).toEqual(['/_next/static/chunks/main.js', '/_next/static/chunks/page.js'])
  })

  it('finds width-described srcsets without sizes (density srcsets need none)', () => {
    expect(imagesWithoutSizes(page)).toEqual([{ src: '/b.jpg', problem: 'srcset without sizes' }])
  })

  it('finds the preloaded image, and none when there is none', () => {
    expect(preloadedImages(page)).toEqual(['/_next/image?url=a.jpg&amp;w=640 640w'])
    expect(preloadedImages('<link rel="preload" as="font" href="/f.woff2">')).toEqual([])
  })

  it('finds fonts from another host, in links and in @font-face', () => {
    expect(remoteFonts(page)).toEqual([])
    const remote = `<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Inter">
      <style>@font-face { font-family: X; src: url('https://fonts.gstatic.com/x.woff2') }</style>`
    expect(remoteFonts(remote)).toEqual(['https://fonts.googleapis.com/css2?family=Inter', 'https://fonts.gstatic.com/x.woff2'])
  })

  it('recognises admin code in a script', () => {
    expect(adminCodeMarkers('function a(){return "payload-toast"}')).toEqual(['payload-toast'])
    expect(adminCodeMarkers('function a(){return 1}')).toEqual([])
  })
})
