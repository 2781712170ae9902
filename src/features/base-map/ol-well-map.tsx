/**
 * The OpenLayers map behind <WellMap> (its own lazily loaded chunk, with ol and the atlas data):
 * canvas 2D layers (no WebGL, so it draws in headless Chromium too), the offline base map, lines,
 * and the wells with labels. The keys are ours, not OpenLayers' (see well-map.tsx).
 */
import { Feature, Map as OlMap, View } from 'ol';
import { ScaleLine, defaults as defaultControls } from 'ol/control';
import { boundingExtent } from 'ol/extent';
import { LineString, Point, Polygon } from 'ol/geom';
import { defaults as defaultInteractions } from 'ol/interaction';
import VectorLayer from 'ol/layer/Vector';
import 'ol/ol.css';
import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import type { LatLon } from '../../domain/wellinfo/geo-plane';
import type { ChartTheme } from '../charts';
import { ATLAS_ATTRIBUTION, COUNTIES_MIN_ZOOM, STATES_MIN_ZOOM, loadCounties, loadCountries, loadStates } from './atlas-layers';
import { baseStyles, lineStyle, wellStyle } from './map-styles';
import type { MapLine, MapOpening, MapWellPoint } from './map-types';

export interface OlWellMapHandle {
  /** Rings a well and brings it into view. */
  choose(id: string | null): void;
  zoomBy(delta: number): void;
  /** Fits every well drawn. */
  fitWells(): void;
  /** Back to where the map opened. */
  reset(): void;
}

interface Props {
  wells: readonly MapWellPoint[];
  lines: readonly MapLine[];
  opening: MapOpening;
  openingKey: string;
  units: 'metric' | 'us';
  theme: ChartTheme;
  onPick: (id: string) => void;
  onOpen: (id: string) => void;
  /** The base layers drawn so far, for the data attributes tests and the status read. */
  onBase: (what: string) => void;
}

const at = (p: LatLon) => fromLonLat([p.lonDeg, p.latDeg]);

function applyOpening(view: View, opening: MapOpening, size: number[] | undefined) {
  if ('centre' in opening) {
    view.setCenter(at(opening.centre));
    view.setZoom(opening.zoom);
  } else view.fit(boundingExtent([at(opening.fit.south), at(opening.fit.north)]), { size, padding: [24, 24, 24, 24] });
}

const OlWellMap = forwardRef<OlWellMapHandle, Props>(function OlWellMap(props, ref) {
  const target = useRef<HTMLDivElement>(null);
  const map = useRef<OlMap | null>(null);
  const chosen = useRef<string | null>(null);
  const wellSource = useRef(new VectorSource<Feature<Point>>());
  const lineSource = useRef(new VectorSource());
  const layers = useRef<{ wells: VectorLayer; lines: VectorLayer; base: VectorLayer[] } | null>(null);
  const latest = useRef(props);
  latest.current = props;

  // The map, once: base layers load in the background and are drawn as they arrive.
  useEffect(() => {
    const b = baseStyles(props.theme);
    const countries = new VectorLayer({ source: new VectorSource({ attributions: ATLAS_ATTRIBUTION }), style: b.countries });
    const states = new VectorLayer({ source: new VectorSource(), style: b.states, minZoom: STATES_MIN_ZOOM });
    const counties = new VectorLayer({ source: new VectorSource(), style: b.counties, minZoom: COUNTIES_MIN_ZOOM });
    const lines = new VectorLayer({ source: lineSource.current, style: lineStyle(props.theme) });
    const wells = new VectorLayer({ source: wellSource.current, style: wellStyle(props.theme, () => chosen.current), declutter: true });
    layers.current = { wells, lines, base: [countries, states, counties] };
    const m = new OlMap({
      target: target.current!,
      layers: [countries, counties, states, lines, wells],
      view: new View({ center: fromLonLat([0, 0]), zoom: 2, maxZoom: 18, constrainResolution: false }),
      controls: defaultControls({ rotate: false, attributionOptions: { collapsible: false } }).extend([
        new ScaleLine({ units: props.units, bar: false, minWidth: 80 }),
      ]),
      // Keys are the pane's (arrows step between wells); mouse and touch keep OpenLayers' own.
      interactions: defaultInteractions({ keyboard: false, altShiftDragRotate: false, pinchRotate: false }),
    });
    map.current = m;
    applyOpening(m.getView(), props.opening, m.getSize());
    let alive = true;
    const drawn: string[] = [];
    const put = (layer: VectorLayer, what: string) => (fs: Feature[]) => {
      if (!alive) return;
      layer.getSource()!.addFeatures(fs);
      drawn.push(`${what}:${fs.length}`);
      latest.current.onBase(drawn.join(' '));
    };
    void loadCountries().then(put(countries, 'countries'));
    void loadStates().then(put(states, 'states'));
    let countiesAsked = false;
    const maybeCounties = () => {
      if (countiesAsked || (m.getView().getZoom() ?? 0) < COUNTIES_MIN_ZOOM) return;
      countiesAsked = true;
      void loadCounties().then(put(counties, 'counties'));
    };
    m.on('moveend', maybeCounties);
    maybeCounties();
    m.on('click', (e) => {
      const f = m.forEachFeatureAtPixel(e.pixel, (x) => x, { layerFilter: (l) => l === wells, hitTolerance: 4 });
      if (f) latest.current.onPick(String(f.getId()));
    });
    m.on('dblclick', (e) => {
      const f = m.forEachFeatureAtPixel(e.pixel, (x) => x, { layerFilter: (l) => l === wells, hitTolerance: 4 });
      if (!f) return;
      e.preventDefault();
      latest.current.onOpen(String(f.getId()));
    });
    // The pane's size changes with the layout's splits.
    const resize = new ResizeObserver(() => m.updateSize());
    resize.observe(target.current!);
    return () => {
      alive = false;
      resize.disconnect();
      m.setTarget(undefined);
      map.current = null;
    };
    // Created once; later props flow in through the effects below.
  }, []);

  useEffect(() => {
    const b = baseStyles(props.theme);
    const l = layers.current!;
    l.base[0].setStyle(b.countries);
    l.base[1].setStyle(b.states);
    l.base[2].setStyle(b.counties);
    l.lines.setStyle(lineStyle(props.theme));
    l.wells.setStyle(wellStyle(props.theme, () => chosen.current));
    target.current!.style.background = b.sea;
  }, [props.theme]);

  useEffect(() => {
    wellSource.current.clear();
    wellSource.current.addFeatures(
      props.wells.map((w) => {
        const f = new Feature({ geometry: new Point(at(w)), name: w.name, selected: w.selected === true });
        f.setId(w.id);
        return f;
      }),
    );
  }, [props.wells]);

  useEffect(() => {
    lineSource.current.clear();
    lineSource.current.addFeatures(
      props.lines.map((l) => {
        const xy = l.points.map(at);
        const geometry = l.closed ? new Polygon([[...xy, xy[0]]]) : new LineString(xy);
        return new Feature({ geometry, name: l.name, kind: l.kind });
      }),
    );
  }, [props.lines]);

  useEffect(() => {
    const m = map.current;
    if (m) applyOpening(m.getView(), latest.current.opening, m.getSize());
  }, [props.openingKey]);

  useEffect(() => {
    const scale = map.current
      ?.getControls()
      .getArray()
      .find((c) => c instanceof ScaleLine);
    scale?.setUnits(props.units);
  }, [props.units]);

  useImperativeHandle(
    ref,
    () => ({
      choose(id) {
        chosen.current = id;
        layers.current?.wells.changed();
        const m = map.current;
        const f = id ? wellSource.current.getFeatureById(id) : null;
        if (!m || !f) return;
        const xy = f.getGeometry()!.getCoordinates();
        const view = m.getView();
        const inView = view.calculateExtent(m.getSize());
        const [x0, y0, x1, y1] = inView;
        const mx = (x1 - x0) * 0.08;
        const my = (y1 - y0) * 0.08;
        if (xy[0] < x0 + mx || xy[0] > x1 - mx || xy[1] < y0 + my || xy[1] > y1 - my) view.setCenter(xy);
      },
      zoomBy(delta) {
        const v = map.current?.getView();
        if (v) v.setZoom((v.getZoom() ?? 2) + delta);
      },
      fitWells() {
        const m = map.current;
        if (!m || wellSource.current.isEmpty()) return;
        m.getView().fit(wellSource.current.getExtent()!, { size: m.getSize(), padding: [40, 40, 40, 40], maxZoom: 15 });
      },
      reset() {
        const m = map.current;
        if (m) applyOpening(m.getView(), latest.current.opening, m.getSize());
      },
    }),
    [],
  );

  return <div ref={target} style={{ position: 'absolute', inset: 0 }} />;
});

export default OlWellMap;
