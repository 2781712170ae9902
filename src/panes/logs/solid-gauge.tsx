/**
 * Solid Gauge: one channel's current value as a filled arc over its range, live each second. The
 * channel is the pane's `channel` param, changed from the pane and remembered for the instance.
 *
 * Roadmap (spec 2.4: a gauge is 52 high with a roadmap shown, 36 without): the band of the well's
 * roadmap target range for the current hole depth and drilling mode (use-roadmap-band.ts); without
 * one the gauge is the 36-row one and says "No roadmap for this well" where the band would be; the
 * band is never drawn from anything else.
 */
import { Select, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { TIME_CHANNELS, channelById } from '../../domain/drilling/channels';
import { displayUnit, formatValue } from '../../features/log-tracks/display-units';
import { usePaneActivity } from '../../features/workspace/pane-activity';
import { session } from '../../state/session';
import { local } from '../../state/storage';
import type { PaneProps } from '../pane-types';
import { CHANNEL_COLORS } from './curve-presets';
import { PaneStateView, paneState } from './pane-state';
import { usePaneWell } from './use-pane-well';
import { useLiveValues } from './use-live-values';
import { useRoadmapBand } from './use-roadmap-band';

/** Dashboard rows a gauge takes (spec 2.4). */
export const GAUGE_ROWS = { withRoadmap: 52, withoutRoadmap: 36 } as const;
export const gaugeRows = (hasRoadmap: boolean) => (hasRoadmap ? GAUGE_ROWS.withRoadmap : GAUGE_ROWS.withoutRoadmap);

const SWEEP_DEG = 240;

/** A roadmap's recommended range of the gauge's channel at the current depth (channel units). */
export interface Roadmap {
  min: number;
  max: number;
}

export const NO_ROADMAP_TEXT = 'No roadmap for this well';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    flexGrow: 1,
    minHeight: 0,
    padding: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  svg: { flexGrow: 1, minHeight: 0, width: '100%' },
  pick: { alignSelf: 'stretch', display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', fontSize: '12px' },
  center: { display: 'flex', flexGrow: 1, alignItems: 'center', justifyContent: 'center' },
});

/** Point on the gauge circle at fraction f (0 = start, 1 = end of the sweep). */
function at(f: number, r: number): [number, number] {
  const a = ((-90 - SWEEP_DEG / 2 + SWEEP_DEG * f) * Math.PI) / 180;
  return [100 + r * Math.cos(a), 100 + r * Math.sin(a)];
}

export function arcPath(f0: number, f1: number, r: number): string {
  const [x0, y0] = at(f0, r);
  const [x1, y1] = at(f1, r);
  const large = (f1 - f0) * SWEEP_DEG > 180 ? 1 : 0;
  return `M ${x0.toFixed(2)} ${y0.toFixed(2)} A ${r} ${r} 0 ${large} 1 ${x1.toFixed(2)} ${y1.toFixed(2)}`;
}

export default function SolidGauge(props: PaneProps) {
  const s = useStyles();
  const { visible, instanceId } = usePaneActivity();
  const { user } = useSnapshot(session);
  const units = user?.locale.unit_system ?? 'metric';
  const key = `logs.gauge_channel.${instanceId}`;
  const [channel, setChannel] = useState<string>(() => local.get<string | null>(key, null) ?? props.instance.params.channel ?? 'ropMph');
  const decl = channelById(channel) ?? TIME_CHANNELS[9];
  const pw = usePaneWell(props);
  const v = useLiveValues(props.wellId, [decl.id, 'holeDepthM', 'rpm'], pw.live, visible);
  const roadmap: Roadmap | null = useRoadmapBand(props.wellId, decl.id, v.values.holeDepthM ?? null, v.values.rpm ?? null, visible);
  const u = displayUnit(decl.unit, units);
  const value = v.values[decl.id] ?? null;
  const frac = (x: number) => Math.min(1, Math.max(0, (x - decl.minValue) / (decl.maxValue - decl.minValue)));
  const f = value === null ? 0 : frac(value);
  const color = CHANNEL_COLORS[decl.id] ?? tokens.colorBrandForeground1;
  const state = paneState({ wellId: props.wellId, loading: v.loading, error: v.error ?? pw.error, generation: null, empty: v.time === null });
  return (
    <div className={s.root} data-gauge={decl.id} data-gauge-rows={gaugeRows(roadmap !== null)} data-well={props.wellId ?? ''}>
      <label className={s.pick}>
        {pw.well?.name}
        <Select
          size="small"
          value={decl.id}
          aria-label="Gauge channel"
          onChange={(_, d) => {
            setChannel(d.value);
            local.set(key, d.value);
          }}
        >
          {TIME_CHANNELS.map((c) => (
            <option key={c.id} value={c.id}>
              {c.label}
            </option>
          ))}
        </Select>
      </label>
      {state ? (
        <div className={s.center}>
          <PaneStateView kind={state} error={v.error ?? pw.error} emptyText="This well has no rig data yet." />
        </div>
      ) : (
        <svg
          className={s.svg}
          viewBox="0 10 200 170"
          role="meter"
          aria-label={`${decl.label}: ${formatValue(value, u)} ${u.symbol}`}
          aria-valuemin={decl.minValue}
          aria-valuemax={decl.maxValue}
          aria-valuenow={value ?? undefined}
        >
          <path d={arcPath(0, 1, 80)} stroke={tokens.colorNeutralBackground4} strokeWidth="22" fill="none" />
          {roadmap ? (
            <path
              d={arcPath(frac(roadmap.min), frac(roadmap.max), 96)}
              stroke={tokens.colorPaletteGreenBorderActive}
              strokeWidth="6"
              fill="none"
              data-roadmap-band={`${roadmap.min}-${roadmap.max}`}
            />
          ) : (
            <text x="100" y="176" textAnchor="middle" fontSize="11" fill={tokens.colorNeutralForeground3} data-roadmap="none">
              {NO_ROADMAP_TEXT}
            </text>
          )}
          {f > 0.001 && <path d={arcPath(0, f, 80)} stroke={color} strokeWidth="22" fill="none" data-gauge-fill={f.toFixed(3)} />}
          <text x="100" y="100" textAnchor="middle" fontSize="34" fontWeight="700" fill={tokens.colorNeutralForeground1} data-value>
            {formatValue(value, u)}
          </text>
          <text x="100" y="122" textAnchor="middle" fontSize="13" fill={tokens.colorNeutralForeground3}>{`${decl.label} (${u.symbol})`}</text>
          <text x={at(0, 80)[0]} y={at(0, 80)[1] + 24} textAnchor="middle" fontSize="11" fill={tokens.colorNeutralForeground3}>
            {formatValue(decl.minValue, u)}
          </text>
          <text x={at(1, 80)[0]} y={at(1, 80)[1] + 24} textAnchor="middle" fontSize="11" fill={tokens.colorNeutralForeground3}>
            {formatValue(decl.maxValue, u)}
          </text>
        </svg>
      )}
    </div>
  );
}
