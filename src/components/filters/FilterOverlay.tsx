// Placeholder until the catalogue/search work lands: the default layout mounts the filter overlay here.
export function FilterOverlay() {
  return null
}
