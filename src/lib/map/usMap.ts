import 'server-only'

import { geoAlbersUsa, geoPath, type GeoProjection } from 'd3-geo'
import type { FeatureCollection, Geometry } from 'geojson'
import { feature } from 'topojson-client'
import { presimplify, simplify, sphericalTriangleArea } from 'topojson-simplify'
import type { GeometryCollection, Topology } from 'topojson-specification'
import statesTopology from 'us-atlas/states-10m.json'

import { compactPath } from './svgPath'

/** The SVG's coordinate space (the usual Albers USA frame). */
const MAP_WIDTH = 975
const MAP_HEIGHT = 610
/**
 * The projection's scale: the whole country fits the frame around SPEC's centre, which lies west of the
 * country's middle. At 1200 Maine ran 15 units past the frame's right edge (issue 34: a phone saw it cut off);
 * at 1150 it spans 72-969 across and 40-565 down, room for the markers at its edges.
 */
const MAP_SCALE = 1150
/** SPEC §9: the map's default centre. */
const MAP_CENTRE = { lat: 38.27, lon: -100.8603 } as const

export type UsMapShapes = {
  width: number
  height: number
  /** One path per state (Alaska and Hawaii as insets); their strokes draw the borders. */
  states: Array<{ id: string; name: string; d: string }>
}

type StateProps = { name: string }
const topology = statesTopology as unknown as Topology<{ states: GeometryCollection<StateProps> }>

let projection: GeoProjection | undefined

/**
 * Albers USA (Alaska and Hawaii as insets) shifted so the spec's centre sits in the middle of the frame.
 * Everything is computed on the server: the browser gets plain SVG paths and coordinates, no map data or
 * tiles from anywhere.
 */
function usProjection(): GeoProjection {
  if (projection) return projection
  const p = geoAlbersUsa()
    .scale(MAP_SCALE)
    .translate([MAP_WIDTH / 2, MAP_HEIGHT / 2])
  const centre = p([MAP_CENTRE.lon, MAP_CENTRE.lat])!
  const [tx, ty] = p.translate()
  projection = p.translate([tx + MAP_WIDTH / 2 - centre[0], ty + MAP_HEIGHT / 2 - centre[1]])
  return projection
}

/**
 * Smallest triangle (in steradians) a state outline keeps: about half a square pixel at the map's full
 * width. The 1:10m outlines carry detail no screen shows; dropping it halves the paths the page sends
 * twice (as SVG and in the component's props). Shared borders stay shared: the arcs are simplified once.
 */
const MIN_OUTLINE_AREA = 3.5e-7

let shapes: UsMapShapes | undefined

export function usMapShapes(): UsMapShapes {
  if (shapes) return shapes
  const geo = geoPath(usProjection()).digits(0)
  const path = (object: Parameters<typeof geo>[0]) => compactPath(geo(object))
  const simplified = simplify(presimplify(topology, sphericalTriangleArea), MIN_OUTLINE_AREA) as typeof topology
  const states = feature(simplified, simplified.objects.states) as FeatureCollection<Geometry, StateProps>
  shapes = {
    width: MAP_WIDTH,
    height: MAP_HEIGHT,
    states: states.features.map((f) => ({ id: String(f.id), name: f.properties.name, d: path(f) })),
  }
  return shapes
}

/** A longitude/latitude in map units, or null when Albers USA has no place for it (e.g. Puerto Rico). */
export function projectLocation(longitude: number, latitude: number): { x: number; y: number } | null {
  const point = usProjection()([longitude, latitude])
  return point ? { x: Math.round(point[0] * 10) / 10, y: Math.round(point[1] * 10) / 10 } : null
}
