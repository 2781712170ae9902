/**
 * <WellMap>: well surface locations on the offline base map (README.md). OpenLayers and the atlas
 * data load lazily on first use. Keyboard, once the map is focused: arrows step to the nearest well
 * in that direction, Enter opens the chosen well, + and - zoom, 0 fits every well, Home goes back
 * to where the map opened. A status line (read out politely) names the chosen well.
 */
import { Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Suspense, lazy, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { stepIndex, type MapStep } from '../../domain/wellinfo/map-step';
import { useChartTheme } from '../charts';
import type { OlWellMapHandle } from './ol-well-map';
import type { WellMapProps } from './map-types';

const OlWellMap = lazy(() => import('./ol-well-map'));

export const WELL_MAP_KEYS_HELP = 'Keys: arrows step between wells, Enter opens the chosen well, + and - zoom, 0 fits every well, Home resets';

const STEPS: Record<string, MapStep> = { ArrowRight: 'east', ArrowLeft: 'west', ArrowUp: 'north', ArrowDown: 'south' };

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0, minWidth: 0 },
  map: {
    position: 'relative',
    flexGrow: 1,
    minHeight: '160px',
    outlineStyle: 'none',
    ':focus-visible': { boxShadow: `inset 0 0 0 2px ${tokens.colorStrokeFocus2}` },
  },
  loading: { position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' },
  status: {
    padding: `2px ${tokens.spacingHorizontalM}`,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground2,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
});

const fmtDeg = (v: number) => `${v.toFixed(5)}°`;

export function WellMap(props: WellMapProps) {
  const s = useStyles();
  const theme = useChartTheme();
  const handle = useRef<OlWellMapHandle | null>(null);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [base, setBase] = useState('loading');
  const lines = useMemo(() => props.lines ?? [], [props.lines]);
  const chosen = props.wells.find((w) => w.id === chosenId) ?? null;

  const choose = (id: string | null) => {
    setChosenId(id);
    handle.current?.choose(id);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.target !== e.currentTarget || e.altKey || e.ctrlKey || e.metaKey) return;
    const h = handle.current;
    const step = STEPS[e.key];
    if (step) {
      const from = chosen ? props.wells.indexOf(chosen) : props.wells.findIndex((w) => w.selected);
      const next = chosen || from < 0 ? stepIndex(props.wells, from, step) : from;
      if (next >= 0) choose(props.wells[next].id);
    } else if (e.key === 'Enter' && chosen) props.onOpen(chosen.id);
    else if ((e.key === '+' || e.key === '=') && h) h.zoomBy(1);
    else if ((e.key === '-' || e.key === '_') && h) h.zoomBy(-1);
    else if (e.key === '0' && h) h.fitWells();
    else if (e.key === 'Home' && h) h.reset();
    else if (e.key === 'Escape' && chosen) choose(null);
    else return;
    e.preventDefault();
    e.stopPropagation();
  };

  return (
    <div className={s.root}>
      <div
        className={s.map}
        tabIndex={0}
        role="application"
        aria-roledescription="map"
        aria-label={`${props.label}. ${WELL_MAP_KEYS_HELP}`}
        data-well-map={props.label}
        data-map-wells={props.wells.length}
        data-map-well-names={props.wells.map((w) => w.name).join('|')}
        data-map-chosen={chosen?.name ?? ''}
        data-map-base={base}
        onKeyDown={onKeyDown}
      >
        <Suspense
          fallback={
            <div className={s.loading} data-pane-loading>
              <Spinner size="small" label="Loading map…" />
            </div>
          }
        >
          <OlWellMap
            ref={handle}
            wells={props.wells}
            lines={lines}
            opening={props.opening}
            openingKey={props.openingKey}
            units={props.units}
            theme={theme}
            onPick={choose}
            onOpen={props.onOpen}
            onBase={setBase}
          />
        </Suspense>
      </div>
      <div className={s.status} aria-live="polite" data-map-status>
        {chosen
          ? `${chosen.name} · ${fmtDeg(chosen.latDeg)}, ${fmtDeg(chosen.lonDeg)}${chosen.detail ? ` · ${chosen.detail}` : ''} · Enter opens it`
          : `${props.wells.length} well${props.wells.length === 1 ? '' : 's'} on the map. Focus the map and use the arrows to choose one.`}
      </div>
    </div>
  );
}
