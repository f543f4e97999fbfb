/** A marker position in map units (the SVG's coordinate space). */
export type MapPoint = { id: string; x: number; y: number }

export type Cluster<P extends MapPoint> = { id: string; x: number; y: number; members: P[] }

/**
 * Groups markers that would overlap on screen. `scale` is screen pixels per map unit at the
 * current zoom; points within `radiusPx` on screen of a cluster's first point join it. Greedy and
 * order-stable (input order decides which point seeds a cluster), so clusters don't jump around
 * between renders. O(n·clusters), fine for the few hundred libraries of the program.
 */
export function clusterByScreenDistance<P extends MapPoint>(points: readonly P[], scale: number, radiusPx: number): Cluster<P>[] {
  const reach = radiusPx / scale
  const groups: Array<{ seed: P; members: P[] }> = []
  for (const point of points) {
    const home = groups.find(({ seed }) => Math.hypot(seed.x - point.x, seed.y - point.y) <= reach)
    if (home) home.members.push(point)
    else groups.push({ seed: point, members: [point] })
  }
  return groups.map(({ seed, members }) => ({
    id: members.length === 1 ? seed.id : `cluster-${seed.id}`,
    x: members.reduce((sum, p) => sum + p.x, 0) / members.length,
    y: members.reduce((sum, p) => sum + p.y, 0) / members.length,
    members,
  }))
}

/** On-screen radius of a marker for `count` libraries: single markers are smallest, clusters grow slowly. */
export const markerRadiusPx = (count: number, singleRadiusPx: number) =>
  count === 1 ? singleRadiusPx : singleRadiusPx * Math.min(2.6, 1.5 + Math.log10(count))

/**
 * Clusters whose drawn circles would not overlap: greedy clustering by distance first, then any two
 * clusters whose circles (radius from `radiusPx(count)`, plus `gapPx`) would touch on screen merge into
 * one at their members' centroid, until none do. The first step alone leaves overlaps, because a
 * cluster is drawn at its centroid and grows with its count.
 */
export function clusterWithoutOverlap<P extends MapPoint>(
  points: readonly P[],
  scale: number,
  reachPx: number,
  radiusPx: (count: number) => number,
  gapPx = 2,
): Cluster<P>[] {
  const clusters = clusterByScreenDistance(points, scale, reachPx)
  const overlap = (a: Cluster<P>, b: Cluster<P>) =>
    Math.hypot(a.x - b.x, a.y - b.y) * scale < radiusPx(a.members.length) + radiusPx(b.members.length) + gapPx
  let merged = true
  while (merged) {
    merged = false
    for (let i = 0; i < clusters.length && !merged; i++) {
      for (let j = i + 1; j < clusters.length && !merged; j++) {
        if (!overlap(clusters[i], clusters[j])) continue
        const members = [...clusters[i].members, ...clusters[j].members]
        clusters[i] = {
          id: `cluster-${members[0].id}`,
          x: members.reduce((sum, p) => sum + p.x, 0) / members.length,
          y: members.reduce((sum, p) => sum + p.y, 0) / members.length,
          members,
        }
        clusters.splice(j, 1)
        merged = true
      }
    }
  }
  return clusters
}

/**
 * Where to draw a marker of radius `radius` (map units) whose point is at `at` on screen, so the whole
 * circle stays inside the frame (width × height map units): points near an edge are nudged in.
 */
export const keepInside = (at: { x: number; y: number }, radius: number, width: number, height: number) => ({
  x: Math.min(width - radius, Math.max(radius, at.x)),
  y: Math.min(height - radius, Math.max(radius, at.y)),
})

export type Viewport = { scale: number; tx: number; ty: number }

/** Where a map point lands on screen: screen = map × scale + translate. */
export const toScreen = (point: { x: number; y: number }, view: Viewport) => ({
  x: point.x * view.scale + view.tx,
  y: point.y * view.scale + view.ty,
})

/** The view scaled by `factor` about the screen point (cx, cy), clamped to [minScale, maxScale]. */
export function zoomAbout(view: Viewport, factor: number, cx: number, cy: number, minScale = 1, maxScale = 12): Viewport {
  const scale = Math.min(maxScale, Math.max(minScale, view.scale * factor))
  const applied = scale / view.scale
  return { scale, tx: cx - (cx - view.tx) * applied, ty: cy - (cy - view.ty) * applied }
}

/** Whether a map point is inside a screen rectangle of the given size (with a margin). */
export const isInView = (point: { x: number; y: number }, view: Viewport, width: number, height: number, margin = 0) => {
  const s = toScreen(point, view)
  return s.x >= -margin && s.y >= -margin && s.x <= width + margin && s.y <= height + margin
}

/**
 * Keeps at least `keep` map units of the frame on screen whatever the pan, so the map can't be
 * dragged out of sight. width/height are the frame's size in map units.
 */
export function clampView(view: Viewport, width: number, height: number, keep = 80): Viewport {
  const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))
  return {
    scale: view.scale,
    tx: clamp(view.tx, keep - width * view.scale, width - keep),
    ty: clamp(view.ty, keep - height * view.scale, height - keep),
  }
}

/** The view that puts map point (x, y) at the centre of the frame at the given scale. */
export const centreOn = (x: number, y: number, scale: number, width: number, height: number): Viewport => ({
  scale,
  tx: width / 2 - x * scale,
  ty: height / 2 - y * scale,
})
