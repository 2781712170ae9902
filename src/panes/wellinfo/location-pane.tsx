/**
 * Location (drilling.location, completions.location) and the Map Widget and Map View widgets: the
 * well's slot, the wells you may see within a radius with their plan trajectories, and the well's
 * lease lines, two ways, both offline (no tile server is contacted):
 * - Base map: surface locations on countries, US states and counties (features/base-map); arrows
 *   choose a well, Enter opens it (selects it, as the well picker does);
 * - Plan: east/north around the slot with a scale bar; hover shows name, latitude/longitude,
 *   distance and bearing.
 * The table lists the wells (CSV / XLSX). Map View opens wide (every well of the region) on the
 * configured default map centre, the others on the pad's surroundings.
 */
import { Caption1, Select, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { usePublicConfig } from '../../api/config';
import { useLocationMap, type LocationMap, type MapWell } from '../../api/well-info';
import { WellMap } from '../../features/base-map';
import { Chart, useChartTheme } from '../../features/charts';
import { selectWellHere } from '../../features/selection/select-well-here';
import { VirtualTable, type ColumnDef } from '../../features/virtual-table';
import { usePaneActivity } from '../../features/workspace/pane-activity';
import { useDisplayUnits, type DisplayQuantity } from '../directional/shared/display-units';
import { PaneFrame } from '../directional/shared/pane-frame';
import { DataState } from '../directional/shared/pane-states';
import type { LatLon } from '../../domain/wellinfo/geo-plane';
import type { PaneProps } from '../pane-types';
import { mapLines, mapOpening, mapWells } from './map-features';
import { distanceText, mapTraces, scaleBar } from './map-traces';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0 },
  chart: { flexGrow: 3, minHeight: '220px', display: 'flex' },
  table: { flexGrow: 1, minHeight: '120px', maxHeight: '40%', display: 'flex', flexDirection: 'column', borderTop: `1px solid ${tokens.colorNeutralStroke2}` },
  note: { padding: `2px ${tokens.spacingHorizontalM}`, color: tokens.colorNeutralForeground3 },
});

const RADII_M = [1000, 5000, 20_000, 50_000, 500_000, 2_000_000] as const;
const WIDE_RADIUS_M = 2_000_000;
type MapMode = 'base' | 'plan';

function columns(L: DisplayQuantity): ColumnDef<MapWell>[] {
  return [
    { id: 'name', header: 'Well', value: (w) => w.name, width: 170, align: 'start', pinned: true },
    { id: 'distance', header: 'Distance', unit: L.unit === 'ft' ? 'ft' : 'm', value: (w) => Math.round(L.show(w.distance_m) ?? 0), decimals: 0, width: 96 },
    { id: 'bearing', header: 'Bearing', unit: '°', value: (w) => w.bearing_deg, decimals: 1, width: 80, description: 'from the selected well, true north' },
    { id: 'lat', header: 'Latitude', unit: '°', value: (w) => w.latitude, decimals: 6, width: 110 },
    { id: 'lon', header: 'Longitude', unit: '°', value: (w) => w.longitude, decimals: 6, width: 110 },
    { id: 'status', header: 'Status', value: (w) => w.status_name, width: 90, align: 'start' },
    { id: 'uwi', header: 'UWI / API', value: (w) => w.uwi, width: 120, align: 'start' },
  ];
}

export default function LocationPane(props: PaneProps) {
  const s = useStyles();
  const { visible } = usePaneActivity();
  const wide = props.paneType.id === 'widget.map-view';
  const [radius, setRadius] = useState<number>(wide ? WIDE_RADIUS_M : 5000);
  const [mode, setMode] = useState<MapMode>('base');
  const config = usePublicConfig().data;
  const map = useLocationMap(props.wellId, radius, visible);
  const L = useDisplayUnits().length;
  const t = useChartTheme();
  const cols = useMemo(() => columns(L), [L]);
  const d = map.data;
  const context = d?.located ? `${d.well.name} · ${d.well.latitude!.toFixed(5)}°, ${d.well.longitude!.toFixed(5)}°` : d?.well.name;
  return (
    <PaneFrame
      title={props.paneType.title}
      context={context}
      state={d ? 'ready' : 'loading'}
      tools={
        <>
          <TabList size="small" selectedValue={mode} onTabSelect={(_, x) => setMode(x.value as MapMode)} aria-label="Map kind">
            <Tab value="base">Base map</Tab>
            <Tab value="plan">Plan</Tab>
          </TabList>
          <Select size="small" aria-label="Radius" value={String(radius)} onChange={(_, x) => setRadius(Number(x.value))}>
            {RADII_M.map((r) => (
              <option key={r} value={r}>
                within {distanceText(r, L)}
              </option>
            ))}
          </Select>
        </>
      }
    >
      <DataState
        wellId={props.wellId}
        swr={map}
        what="location map"
        isEmpty={(x) => !x.located}
        empty="This well has no surface location: set its latitude and longitude in the well header."
        ready={(x) => (
          <MapBody
            d={x}
            L={L}
            theme={t}
            cols={cols}
            s={s}
            exportName={`${x.well.name} location`}
            mode={mode}
            // Map View opens region-wide on the configured default centre; another radius fits that radius.
            defaultCentre={wide && radius === WIDE_RADIUS_M && config ? { latDeg: config.map_center.lat, lonDeg: config.map_center.lon } : null}
          />
        )}
      />
    </PaneFrame>
  );
}

function MapBody({
  d,
  L,
  theme,
  cols,
  s,
  exportName,
  mode,
  defaultCentre,
}: {
  mode: MapMode;
  defaultCentre: LatLon | null;
  d: LocationMap;
  L: DisplayQuantity;
  theme: ReturnType<typeof useChartTheme>;
  cols: ColumnDef<MapWell>[];
  s: ReturnType<typeof useStyles>;
  exportName: string;
}) {
  const data = useMemo(() => (mode === 'plan' ? mapTraces(d, L, theme) : []), [mode, d, L, theme]);
  const wells = useMemo(() => mapWells(d, L), [d, L]);
  const lines = useMemo(() => mapLines(d), [d]);
  const opening = useMemo(() => mapOpening(d, defaultCentre), [d, defaultCentre]);
  const bar = scaleBar(d, L);
  const x0 = L.show(bar.eastM) as number;
  const x1 = L.show(bar.eastM + bar.lengthM) as number;
  const y = L.show(bar.northM) as number;
  const neighbours = d.wells.length - 1;
  return (
    <div className={s.body} data-location-map={d.wells.length}>
      <div className={s.chart}>
        {mode === 'base' ? (
          <WellMap
            label={`Base map of ${d.well.name}`}
            wells={wells}
            lines={lines}
            opening={opening}
            openingKey={`${d.well.id}:${d.radius_m}:${defaultCentre ? 'default' : 'fit'}`}
            units={L.unit === 'ft' ? 'us' : 'metric'}
            onOpen={selectWellHere}
          />
        ) : (
          <Chart
            label={`Location map of ${d.well.name}`}
            exportName={exportName}
            data={data}
            x={{ title: 'East', unit: L.symbol }}
            y={{ title: 'North', unit: L.symbol }}
            equalAspect
            showLegend
            uiRevision={`${d.well.id}:${d.radius_m}`}
            layout={{
              shapes: [{ type: 'line', x0, x1, y0: y, y1: y, line: { color: theme.font, width: 3 } }],
              annotations: [
                { x: (x0 + x1) / 2, y, text: bar.label, showarrow: false, yshift: 10, font: { color: theme.font, size: 11 } },
                { xref: 'paper', yref: 'paper', x: 1, y: 1, text: 'N ↑ (true)', showarrow: false, font: { color: theme.muted, size: 11 }, xanchor: 'right' },
              ],
            }}
          />
        )}
      </div>
      <Caption1 className={s.note}>
        {neighbours === 0
          ? `No other well you may see lies within ${distanceText(d.radius_m, L)}.`
          : `${neighbours} well${neighbours === 1 ? '' : 's'} within ${distanceText(d.radius_m, L)}.`}
        {d.hidden_trajectories ? ` ${d.hidden_trajectories} trajectories hidden: you may not see their surveys.` : ''}
        {mode === 'plan'
          ? ' Local plane around the slot, true north; no map tiles.'
          : ' Offline base map: Natural Earth and US Census boundaries; no map tiles.'}
      </Caption1>
      <div className={s.table}>
        <VirtualTable label={`Wells near ${d.well.name}`} rows={d.wells} columns={cols} rowKey={(w) => w.id} exportTitle={`${d.well.name} nearby wells`} />
      </div>
    </div>
  );
}
