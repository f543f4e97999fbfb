/**
 * Whole-unit coordinates are plenty at this frame size; dropping the points that round onto their
 * predecessor roughly halves the markup the page ships.
 */
export function compactPath(d: string | null): string {
  if (!d) return ''
  let previous = ''
  return d.replace(/([MLZ])([^MLZ]*)/g, (segment, command: string, coords: string) => {
    const repeat = command === 'L' && coords === previous
    if (command !== 'Z') previous = coords
    return repeat ? '' : segment
  })
}
