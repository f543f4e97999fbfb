/**
 * Named colours and the palettes the generated art draws from. Names go into alt text ("in ochre and teal"),
 * so every colour has one a reader would use.
 */
export type Colour = { hex: string; name: string }

const c = (hex: string, name: string): Colour => ({ hex, name })

/** Grounds: paper, board and cloth. */
export const PAPERS = [c('#F1EDE4', 'off-white'), c('#EADFC8', 'cream'), c('#E3DED3', 'bone'), c('#D8D6D0', 'pale grey'), c('#D9C7A3', 'sand')]

export type Palette = { ground: Colour; inks: Colour[]; mood: 'muted' | 'paper' | 'bold' }

/** Hand-picked combinations: muted and paper-like most of the time, a few loud ones, as on a real shelf. */
export const PALETTES: Palette[] = [
  { mood: 'paper', ground: PAPERS[0], inks: [c('#C08A2E', 'ochre'), c('#2F4F6F', 'slate blue'), c('#1E1E22', 'black')] },
  { mood: 'paper', ground: PAPERS[1], inks: [c('#A4452C', 'rust'), c('#2F6F6A', 'teal'), c('#D6B98C', 'straw')] },
  { mood: 'paper', ground: PAPERS[2], inks: [c('#3A3A3C', 'charcoal'), c('#9A9488', 'warm grey'), c('#C46A4A', 'terracotta')] },
  { mood: 'paper', ground: PAPERS[3], inks: [c('#22304A', 'navy'), c('#7E9AAE', 'powder blue'), c('#E9E4D8', 'white')] },
  { mood: 'paper', ground: PAPERS[4], inks: [c('#5D6B3F', 'moss'), c('#8A5A3B', 'umber'), c('#2A2622', 'sepia black')] },
  { mood: 'muted', ground: c('#9DAA8C', 'sage'), inks: [c('#E9E2D0', 'cream'), c('#4B5A3A', 'olive'), c('#C9893F', 'amber')] },
  { mood: 'muted', ground: c('#D3A29A', 'dusty pink'), inks: [c('#5E3A4E', 'plum'), c('#F0E6DA', 'shell'), c('#B5583F', 'brick')] },
  { mood: 'muted', ground: c('#4F6378', 'slate blue'), inks: [c('#D9CBA8', 'parchment'), c('#B5643C', 'rust'), c('#1F2A36', 'deep navy')] },
  { mood: 'muted', ground: c('#7A6A55', 'umber'), inks: [c('#E6D8BC', 'linen'), c('#C9A24A', 'gold'), c('#34302B', 'dark brown')] },
  { mood: 'muted', ground: c('#2F3B35', 'forest'), inks: [c('#C8B27A', 'sand'), c('#8FA89A', 'grey green'), c('#E4DDCB', 'bone')] },
  { mood: 'muted', ground: c('#B9B4A7', 'stone'), inks: [c('#3F4A57', 'graphite blue'), c('#D7CFBE', 'chalk'), c('#8C3B2E', 'oxblood')] },
  { mood: 'muted', ground: c('#5B3F45', 'aubergine'), inks: [c('#E2B8A0', 'peach'), c('#C7C1B0', 'putty'), c('#2A1E22', 'black')] },
  { mood: 'bold', ground: c('#E0401F', 'vermilion'), inks: [c('#F3E9D6', 'cream'), c('#1B1B1B', 'black'), c('#F2C230', 'yellow')] },
  { mood: 'bold', ground: c('#2438A8', 'ultramarine'), inks: [c('#F2C230', 'yellow'), c('#F3EEE3', 'white'), c('#EE6F9A', 'pink')] },
  { mood: 'bold', ground: c('#F2C230', 'yellow'), inks: [c('#1B1B1B', 'black'), c('#E0401F', 'red'), c('#1F5FBF', 'cobalt')] },
  { mood: 'bold', ground: c('#1E8A5A', 'green'), inks: [c('#F4D2DB', 'pale pink'), c('#0F2A22', 'deep green'), c('#EF7B1A', 'orange')] },
  { mood: 'bold', ground: c('#141414', 'black'), inks: [c('#EF7B1A', 'orange'), c('#E9E4D8', 'white'), c('#3D7BD9', 'blue')] },
]

/** Book spines and objects in a room: muted cloth colours with a few bright ones. */
export const SPINES = [
  '#A4452C', '#2F4F6F', '#C08A2E', '#2F6F6A', '#5E3A4E', '#D9C7A3', '#3A3A3C', '#7E9AAE', '#8A5A3B', '#E9E2D0',
  '#5D6B3F', '#C46A4A', '#22304A', '#B9B4A7', '#E0401F', '#F2C230', '#1F5FBF', '#141414', '#D3A29A', '#9DAA8C',
]

/** "ochre, teal and black": a palette's colours as words. */
export function colourWords(colours: Colour[]): string {
  const names = [...new Set(colours.map((colour) => colour.name))]
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
}
