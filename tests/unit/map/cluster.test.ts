import { describe, expect, it } from 'vitest'

import {
  centreOn,
  clampView,
  clusterByScreenDistance,
  clusterWithoutOverlap,
  isInView,
  keepInside,
  markerRadiusPx,
  toScreen,
  zoomAbout,
} from '@/lib/map/cluster'
import { compactPath } from '@/lib/map/svgPath'

const pts = [
  { id: 'a', x: 100, y: 100 },
  { id: 'b', x: 104, y: 103 }, // 5 map units from a
  { id: 'c', x: 300, y: 100 },
  { id: 'd', x: 130, y: 100 }, // 30 map units from a
]

describe('clusterByScreenDistance', () => {
  it('groups points that would overlap on screen and keeps distant ones apart', () => {
    const clusters = clusterByScreenDistance(pts, 1, 20)
    expect(clusters.map((c) => c.members.map((m) => m.id))).toEqual([['a', 'b'], ['c'], ['d']])
  })

  it('splits clusters as the map zooms in (same map distance, more pixels)', () => {
    expect(clusterByScreenDistance(pts, 1, 40).map((c) => c.members.length)).toEqual([3, 1])
    expect(clusterByScreenDistance(pts, 2, 40).map((c) => c.members.length)).toEqual([2, 1, 1])
    expect(clusterByScreenDistance(pts, 10, 40)).toHaveLength(4)
  })

  it('places a cluster at the centroid of its members and names single markers by their id', () => {
    const [ab, c] = clusterByScreenDistance(pts.slice(0, 3), 1, 20)
    expect(ab).toMatchObject({ id: 'cluster-a', x: 102, y: 101.5 })
    expect(c).toMatchObject({ id: 'c', x: 300, y: 100 })
  })

  it('handles no points', () => {
    expect(clusterByScreenDistance([], 1, 20)).toEqual([])
  })
})

describe('clusterWithoutOverlap', () => {
  const radius = (count: number) => markerRadiusPx(count, 7)
  const drawnOverlap = (clusters: ReturnType<typeof clusterWithoutOverlap>, scale: number) =>
    clusters.some((a, i) =>
      clusters.slice(i + 1).some((b) => Math.hypot(a.x - b.x, a.y - b.y) * scale < radius(a.members.length) + radius(b.members.length)),
    )

  it('merges clusters whose circles would touch, which distance clustering alone leaves', () => {
    // d is 27 px from seed a (beyond the 26 px reach), but a's cluster is drawn at its centroid (x 15.8),
    // with a radius of ~15 px for 5 libraries.
    const points = [
      { id: 'a', x: 0, y: 0 },
      { id: 'b', x: 20, y: 0 },
      { id: 'c', x: 20, y: 1 },
      { id: 'e', x: 20, y: -1 },
      { id: 'f', x: 19, y: 0 },
      { id: 'd', x: 27, y: 0 },
    ]
    expect(drawnOverlap(clusterByScreenDistance(points, 1, 26), 1)).toBe(true)
    const clusters = clusterWithoutOverlap(points, 1, 26, radius)
    expect(drawnOverlap(clusters, 1)).toBe(false)
    expect(clusters.reduce((sum, c) => sum + c.members.length, 0)).toBe(6)
    expect(clusters).toHaveLength(1)
  })

  it('leaves clusters that are far enough apart alone', () => {
    expect(clusterWithoutOverlap(pts, 10, 26, radius)).toHaveLength(4)
  })

  it('grows cluster markers with their count, up to a cap', () => {
    expect(markerRadiusPx(1, 7)).toBe(7)
    expect(markerRadiusPx(10, 7)).toBeGreaterThan(markerRadiusPx(2, 7))
    expect(markerRadiusPx(10_000, 7)).toBeCloseTo(7 * 2.6)
  })
})

describe('keepInside', () => {
  it('nudges a marker at the edge so its whole circle is in the frame', () => {
    expect(keepInside({ x: 2, y: 609 }, 5, 975, 610)).toEqual({ x: 5, y: 605 })
    expect(keepInside({ x: 500, y: 300 }, 5, 975, 610)).toEqual({ x: 500, y: 300 })
  })
})

describe('viewport maths', () => {
  it('maps to screen with scale and translate', () => {
    expect(toScreen({ x: 10, y: 20 }, { scale: 2, tx: 5, ty: -5 })).toEqual({ x: 25, y: 35 })
  })

  it('zooms about a screen point, which stays put', () => {
    const view = zoomAbout({ scale: 1, tx: 0, ty: 0 }, 2, 100, 50)
    expect(view).toEqual({ scale: 2, tx: -100, ty: -50 })
    expect(toScreen({ x: 100, y: 50 }, view)).toEqual({ x: 100, y: 50 })
  })

  it('clamps the zoom level', () => {
    expect(zoomAbout({ scale: 1, tx: 0, ty: 0 }, 0.5, 0, 0).scale).toBe(1)
    expect(zoomAbout({ scale: 10, tx: 0, ty: 0 }, 4, 0, 0, 1, 12).scale).toBe(12)
  })

  it('tells whether a point is on screen', () => {
    const view = { scale: 2, tx: -100, ty: 0 }
    expect(isInView({ x: 60, y: 10 }, view, 100, 100)).toBe(true)
    expect(isInView({ x: 20, y: 10 }, view, 100, 100)).toBe(false)
  })
})

describe('compactPath', () => {
  it('drops line-tos that repeat the previous point', () => {
    expect(compactPath('M1,2L1,2L3,4L3,4L5,6ZM7,8L7,8L9,9Z')).toBe('M1,2L3,4L5,6ZM7,8L9,9Z')
  })

  it('does not confuse 1,2 with 1,23', () => {
    expect(compactPath('M1,2L1,23Z')).toBe('M1,2L1,23Z')
  })

  it('gives an empty string for no path', () => {
    expect(compactPath(null)).toBe('')
  })
})

describe('clampView and centreOn', () => {
  it('centres a point in the frame', () => {
    const view = centreOn(100, 50, 2, 400, 200)
    expect(toScreen({ x: 100, y: 50 }, view)).toEqual({ x: 200, y: 100 })
  })

  it('stops the map from being dragged out of the frame', () => {
    expect(clampView({ scale: 1, tx: 5000, ty: -5000 }, 400, 200, 50)).toEqual({ scale: 1, tx: 350, ty: -150 })
  })

  it('leaves a view that is in bounds alone', () => {
    expect(clampView({ scale: 2, tx: -100, ty: -50 }, 400, 200)).toEqual({ scale: 2, tx: -100, ty: -50 })
  })
})
