'use client'

import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
} from 'react'
import { flushSync } from 'react-dom'

import {
  centreOn,
  clampView,
  clusterWithoutOverlap,
  isInView,
  keepInside,
  markerRadiusPx,
  toScreen,
  zoomAbout,
  type Cluster,
  type Viewport,
} from '@/lib/map/cluster'
import { filterLibraries, libraryFacts, type LibraryFactTexts, type MapLibrary } from '@/lib/map/libraries'

import styles from './DistributionMap.module.css'

type StateShape = { id: string; d: string }
type Placed = MapLibrary & { x: number; y: number }

/** Markers closer than this on screen merge into a cluster. */
const CLUSTER_RADIUS_PX = 26
const MARKER_RADIUS_PX = 7
/** A marker's tap area (radius): 24 px across at least (WCAG 2.5.8), however small its dot is drawn. */
const HIT_RADIUS_PX = 12
/** The room a cluster of `count` takes on screen: its drawn circle or its tap area, whichever is larger, so
 *  that no two tap areas overlap. */
const takenRadiusPx = (count: number) => Math.max(markerRadiusPx(count, MARKER_RADIUS_PX), HIT_RADIUS_PX)
const ZOOM_STEP = 1.6
const MAX_SCALE = 14
/** Zoom used when a library is picked from the list. */
const FOCUS_SCALE = 4
const PAN_STEP = 60
/** Libraries listed before 'Show all': the list is a short scroll box, and 150 buttons cost a phone's first load. */
const LIST_LIMIT = 30

/** The whole map at scale 1, centred vertically in a frame `viewHeight` map units tall. */
const startView = (mapHeight: number, viewHeight: number): Viewport => ({
  scale: 1,
  tx: 0,
  ty: (viewHeight - mapHeight) / 2,
})

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/**
 * The distribution map (SPEC §9 centre lat 38.27, lon −100.8603): every participating library on an
 * Albers USA map drawn as SVG from data the server projected (no tiles, no third-party requests).
 * Markers cluster by on-screen distance, zoom with the buttons (or + / −, arrows pan), and are
 * keyboard-focusable; the list beside shows the libraries in view, filters with the search box and
 * highlights the selected library.
 */
export function DistributionMap({
  width,
  height,
  states,
  libraries,
  factTexts,
}: {
  width: number
  height: number
  states: StateShape[]
  libraries: MapLibrary[]
  /** The editable words of each library's facts ('Since {year}', '{count} books'). */
  factTexts: LibraryFactTexts
}) {
  // The frame's height in map units: the map's own height, or more where CSS gives the frame a taller
  // shape (phones); the map is then centred in it, with room for markers at its edges.
  const [viewHeight, setViewHeight] = useState(height)
  const [view, setView] = useState<Viewport>(() => startView(height, height))
  const [query, setQuery] = useState('')
  const [listAll, setListAll] = useState(false)
  const listRef = useRef<HTMLUListElement>(null)
  const [selectedId, setSelectedId] = useState<string | null>(null)
  // Phones show the map or the list, one at a time (CSS shows both on wider screens).
  const [phoneView, setPhoneView] = useState<'map' | 'list'>('map')
  // Until the browser measures the frame, markers are clustered for scale 1 (as on the server).
  const [pixelsPerUnit, setPixelsPerUnit] = useState<number | null>(null)
  const frameRef = useRef<HTMLDivElement>(null)
  const drag = useRef<{ pointerId: number; x: number; y: number; moved: boolean } | null>(null)
  const ids = useId()

  // Screen pixels per map unit at scale 1 (the SVG is as wide as its column), and the frame's shape.
  useEffect(() => {
    const frame = frameRef.current
    if (!frame) return
    const measure = () => {
      // Hidden behind the list on a phone: keep the last measure, so the view is kept for its return.
      if (frame.clientWidth === 0) return
      const pixels = frame.clientWidth / width || 1
      const measuredHeight = Math.max(height, Math.round(frame.clientHeight / pixels))
      setPixelsPerUnit(pixels)
      setViewHeight(measuredHeight)
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(frame)
    return () => observer.disconnect()
  }, [width, height])

  // A new frame shape (first measurement, a phone turned) starts the map afresh, centred in it.
  const [shownHeight, setShownHeight] = useState(viewHeight)
  if (shownHeight !== viewHeight) {
    setShownHeight(viewHeight)
    setView(startView(height, viewHeight))
  }

  const unitPixels = pixelsPerUnit ?? 1

  const matching = useMemo(() => filterLibraries(libraries, query), [libraries, query])
  const placed = useMemo(() => matching.filter((l): l is Placed => l.x !== null && l.y !== null), [matching])
  const clusters = useMemo(
    () =>
      clusterWithoutOverlap(placed, unitPixels * view.scale, CLUSTER_RADIUS_PX, takenRadiusPx),
    [placed, unitPixels, view.scale],
  )
  const inView = useMemo(
    () => matching.filter((l) => l.x === null || l.y === null || isInView({ x: l.x, y: l.y }, view, width, viewHeight)),
    [matching, view, width, viewHeight],
  )
  const start = startView(height, viewHeight)
  const selected = libraries.find((l) => l.id === selectedId) ?? null

  const apply = useCallback((next: Viewport) => setView(clampView(next, width, viewHeight)), [width, viewHeight])
  const zoom = (factor: number) => apply(zoomAbout(view, factor, width / 2, viewHeight / 2, 1, MAX_SCALE))
  const pan = (dx: number, dy: number) => apply({ ...view, tx: view.tx + dx, ty: view.ty + dy })

  const selectLibrary = (library: MapLibrary, focusMap: boolean) => {
    setSelectedId(library.id)
    // A pick from the list shows it on the map, with its details below (phones).
    setPhoneView('map')
    if (focusMap && library.x !== null && library.y !== null) {
      apply(centreOn(library.x, library.y, Math.max(view.scale, FOCUS_SCALE), width, viewHeight))
    }
  }

  const openCluster = (cluster: Cluster<Placed>) => {
    if (cluster.members.length === 1) {
      setSelectedId(cluster.members[0].id)
      return
    }
    // Zoom in until the cluster's members would spread apart, centred on them.
    apply(centreOn(cluster.x, cluster.y, Math.min(MAX_SCALE, view.scale * 2.5), width, viewHeight))
  }

  // The button goes away: focus moves to the first library it revealed rather than falling to the page.
  const showAll = () => {
    flushSync(() => setListAll(true))
    listRef.current?.querySelectorAll('button')[LIST_LIMIT]?.focus()
  }

  const onMapKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return
    const moves: Record<string, () => void> = {
      ArrowLeft: () => pan(PAN_STEP, 0),
      ArrowRight: () => pan(-PAN_STEP, 0),
      ArrowUp: () => pan(0, PAN_STEP),
      ArrowDown: () => pan(0, -PAN_STEP),
      '+': () => zoom(ZOOM_STEP),
      '=': () => zoom(ZOOM_STEP),
      '-': () => zoom(1 / ZOOM_STEP),
    }
    const move = moves[event.key]
    if (move) {
      event.preventDefault()
      move()
    }
  }

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (event.button !== 0) return
    drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, moved: false }
  }
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const start = drag.current
    if (!start || start.pointerId !== event.pointerId) return
    const dx = event.clientX - start.x
    const dy = event.clientY - start.y
    if (!start.moved && Math.hypot(dx, dy) < 4) return
    if (!start.moved) event.currentTarget.setPointerCapture(event.pointerId)
    drag.current = { ...start, x: event.clientX, y: event.clientY, moved: true }
    apply({ ...view, tx: view.tx + dx / unitPixels, ty: view.ty + dy / unitPixels })
  }
  const endDrag = () => {
    drag.current = null
  }

  const popupAt =
    selected && selected.x !== null && selected.y !== null ? toScreen({ x: selected.x, y: selected.y }, view) : null
  const popupVisible = popupAt && popupAt.x >= 0 && popupAt.x <= width && popupAt.y >= 0 && popupAt.y <= viewHeight

  return (
    <div className={styles.layout} data-phone-view={phoneView}>
      <div className={styles.viewToggle} role="group" aria-label="Show the libraries as">
        <button type="button" aria-pressed={phoneView === 'map'} onClick={() => setPhoneView('map')}>
          Map
        </button>
        <button type="button" aria-pressed={phoneView === 'list'} onClick={() => setPhoneView('list')}>
          List ({inView.length})
        </button>
      </div>
      <div className={styles.mapColumn}>
        <div className={styles.stage}>
          <div
            className={styles.frame}
            ref={frameRef}
            tabIndex={0}
            role="group"
            aria-label="Map of participating libraries. Arrow keys move the map, plus and minus zoom."
            aria-describedby={`${ids}-count`}
            onKeyDown={onMapKey}
            style={{ '--map-aspect': `${width} / ${height}` } as CSSProperties}
            data-measured={pixelsPerUnit === null ? undefined : ''}
          >
            <svg
              viewBox={`0 0 ${width} ${viewHeight}`}
              className={styles.svg}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={endDrag}
              onPointerCancel={endDrag}
              data-scale={view.scale}
            >
              <g transform={`translate(${view.tx} ${view.ty}) scale(${view.scale})`} aria-hidden="true">
                {states.map((state) => (
                  <path key={state.id} d={state.d} className={styles.state} vectorEffect="non-scaling-stroke" />
                ))}
              </g>
              <g>
                {clusters.map((cluster) => {
                  const count = cluster.members.length
                  const point = toScreen(cluster, view)
                  if (!isInView(cluster, view, width, viewHeight)) return null
                  const radius = markerRadiusPx(count, MARKER_RADIUS_PX) / unitPixels
                  // Drawn whole inside the frame: a marker on the edge is nudged in rather than clipped.
                  const at = keepInside(point, radius + 2 / unitPixels, width, viewHeight)
                  const single = count === 1 ? cluster.members[0] : null
                  const isSelected = single?.id === selectedId
                  const label = single
                    ? `${single.name}, ${single.location}`
                    : `${count} libraries, including ${cluster.members[0].name}: zoom in to see them`
                  return (
                    <g
                      key={cluster.id}
                      role="button"
                      tabIndex={0}
                      aria-label={label}
                      aria-pressed={single ? isSelected : undefined}
                      className={single ? styles.marker : styles.cluster}
                      data-selected={isSelected ? '' : undefined}
                      data-count={count}
                      transform={`translate(${at.x} ${at.y})`}
                      onClick={() => openCluster(cluster)}
                      onKeyDown={(event) => {
                        if (event.key === 'Enter' || event.key === ' ') {
                          event.preventDefault()
                          openCluster(cluster)
                        }
                      }}
                    >
                      <circle r={Math.max(radius, HIT_RADIUS_PX / unitPixels)} className={styles.hitArea} />
                      <circle r={radius} />
                      {!single && (
                        <text dy="0.35em" fontSize={11 / unitPixels} aria-hidden="true">
                          {count}
                        </text>
                      )}
                    </g>
                  )
                })}
              </g>
            </svg>
          </div>
          {selected && popupVisible && popupAt && (
            <div
              className={styles.popup}
              style={{
                left: `${Math.min(85, Math.max(15, (popupAt.x / width) * 100))}%`,
                top: `${(popupAt.y / viewHeight) * 100}%`,
              }}
              data-below={popupAt.y < viewHeight * 0.45 ? '' : undefined}
              role="dialog"
              aria-labelledby={`${ids}-popup-title`}
              onKeyDown={(event) => event.key === 'Escape' && setSelectedId(null)}
            >
              <button
                type="button"
                className={styles.popupClose}
                aria-label="Close"
                onClick={() => setSelectedId(null)}
              >
                ×
              </button>
              {selected.photo && (
                // eslint-disable-next-line @next/next/no-img-element -- an optimised URL the server made (getImageProps)
                <img
                  className={styles.popupPhoto}
                  src={selected.photo.src}
                  alt={selected.photo.alt}
                  width={selected.photo.width}
                  height={selected.photo.height}
                  loading="lazy"
                />
              )}
              <h3 id={`${ids}-popup-title`}>{selected.name}</h3>
              <p className={styles.popupMeta}>
                {libraryFacts(selected, factTexts)}
                {selected.approximate ? ' · shown at its state’s centre' : ''}
              </p>
              {selected.excerpt && <p>{selected.excerpt}</p>}
            </div>
          )}
        </div>

        <div className={styles.controls} aria-label="Map controls" role="toolbar">
          <button type="button" onClick={() => zoom(ZOOM_STEP)} disabled={view.scale >= MAX_SCALE} aria-label="Zoom in">
            +
          </button>
          <button type="button" onClick={() => zoom(1 / ZOOM_STEP)} disabled={view.scale <= 1} aria-label="Zoom out">
            −
          </button>
          <button
            type="button"
            onClick={() => apply(start)}
            disabled={view.scale === start.scale && view.tx === start.tx && view.ty === start.ty}
          >
            Reset
          </button>
        </div>
      </div>

      <div className={styles.listColumn}>
        <label className={styles.search}>
          <span>Find a library</span>
          <input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Name, town or state"
          />
        </label>
        <p id={`${ids}-count`} className={styles.count} aria-live="polite">
          {query
            ? `${plural(matching.length, 'library matches', 'libraries match')} “${query}”, ${inView.length} in view`
            : `${plural(inView.length, 'library', 'libraries')} in view of ${libraries.length}`}
        </p>
        <ul className={styles.list} aria-label="Libraries in view" ref={listRef}>
          {(listAll ? inView : inView.slice(0, LIST_LIMIT)).map((library) => (
            <li key={library.id}>
              <button
                type="button"
                className={styles.item}
                aria-pressed={library.id === selectedId}
                onClick={() => selectLibrary(library, true)}
              >
                <span className={styles.itemName}>{library.name}</span>
                <span className={styles.itemMeta}>
                  {libraryFacts(library, factTexts)}
                  {library.x === null ? ' · not on the map' : ''}
                </span>
              </button>
            </li>
          ))}
        </ul>
        {!listAll && inView.length > LIST_LIMIT && (
          <button type="button" className={`button button--ghost button--small ${styles.showAll}`} onClick={showAll}>
            Show all {inView.length}
          </button>
        )}
      </div>
    </div>
  )
}
