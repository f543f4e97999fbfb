import localFont from 'next/font/local'

/**
 * The site's two typefaces, self-hosted from the woff2 files beside this module (latin subset, SIL Open
 * Font License, from the @fontsource packages; licences in this folder): nothing is fetched at build or
 * run time. Each exposes a CSS variable that tokens.css puts first in --font-serif / --font-sans.
 * Two files (~50 KB), both preloaded: every first screen sets its title in the serif and its text in the
 * sans. The serif has one upright weight; headings use it at 400, and italics are synthesised.
 *
 * `optional`, not `swap`: a face that is not there within the short block period is skipped for that page
 * view (the next view has it from the cache). With `swap`, the lead paragraph painted a second time when
 * the serif arrived, and that second paint became the page's largest contentful paint, after all the
 * page's script (Lighthouse mobile: home 83, LCP 4.0 s; with the faces' late paint gone, LCP = first paint).
 * The fallbacks' metrics are adjusted to each face, so a view in the fallback keeps the same layout.
 */
const displaySerif = localFont({
  src: './fonts/instrument-serif-latin-400-normal.woff2',
  weight: '400',
  style: 'normal',
  variable: '--font-display-face',
  display: 'optional',
  adjustFontFallback: 'Times New Roman',
  fallback: ['Iowan Old Style', 'Palatino Linotype', 'Georgia', 'serif'],
})

const textSans = localFont({
  src: './fonts/instrument-sans-latin-wght-normal.woff2',
  weight: '400 700',
  style: 'normal',
  variable: '--font-text-face',
  display: 'optional',
  adjustFontFallback: 'Arial',
  fallback: ['Helvetica Neue', 'Arial', 'sans-serif'],
})

/** Class names for <html>: they define the two CSS variables. */
export const fontVariables = `${displaySerif.variable} ${textSans.variable}`
