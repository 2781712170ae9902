/**
 * The well tuner's time strip: the window's rig states as detection found them and as corrected,
 * one coloured bar per activity row, with the zones and the detected stands' connections (ticks)
 * under them. SVG: a row is a rect, so a 12 h window of a few thousand rows draws at once.
 */
import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import type { TunerRow, WellTunerView } from '../../../api/logs/well-tuner';
import { ACTIVITIES } from '../../../domain/drilling/activities';
import { showDayTimeS } from '../../../features/format/user-format';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '4px' },
  legend: { display: 'flex', flexWrap: 'wrap', gap: '4px 12px', fontSize: '11px', color: tokens.colorNeutralForeground2 },
  swatch: { display: 'inline-block', width: '10px', height: '10px', marginRight: '4px', verticalAlign: 'middle', borderRadius: '2px' },
});

const LABEL_W = 78;
const W = 1000;
const ROW_H = 22;

export function TunerStrip({ view, fromS, toS }: { view: WellTunerView; fromS: number; toS: number }) {
  const s = useStyles();
  const x = (t: number) => LABEL_W + ((Math.min(Math.max(t, fromS), toS) - fromS) / (toS - fromS)) * (W - LABEL_W);
  const bars = (rows: TunerRow[], y: number, outline: boolean) =>
    rows.map((r) => (
      <rect
        key={`${y}-${r.start}`}
        x={x(r.start)}
        y={y}
        width={Math.max(0.5, x(r.end) - x(r.start))}
        height={ROW_H - 4}
        fill={r.color}
        stroke={outline && r.corrected ? tokens.colorNeutralForeground1 : 'none'}
        strokeWidth={outline && r.corrected ? 1.5 : 0}
      >
        <title>{`${r.label}${r.corrected ? ' (corrected)' : ''}: ${showDayTimeS(r.start)} – ${showDayTimeS(r.end)}`}</title>
      </rect>
    ));
  const zones = view.corrections.zones.filter((z) => z.from_s !== null && z.to_s !== null && z.from_s < toS && z.to_s > fromS);
  const ticks = Array.from({ length: 7 }, (_, i) => fromS + ((toS - fromS) * i) / 6);
  const y0 = 4;
  const height = y0 + ROW_H * 4 + 18;
  return (
    <div className={s.root} data-tuner-strip>
      <svg viewBox={`0 0 ${W} ${height}`} width="100%" height={height} role="img" aria-label="Detected and corrected rig states" preserveAspectRatio="none">
        <text x={0} y={y0 + 13} fontSize="11" fill={tokens.colorNeutralForeground2}>
          Detected
        </text>
        {bars(view.detected, y0, false)}
        <text x={0} y={y0 + ROW_H + 13} fontSize="11" fill={tokens.colorNeutralForeground2}>
          Corrected
        </text>
        {bars(view.corrected, y0 + ROW_H, true)}
        <text x={0} y={y0 + 2 * ROW_H + 13} fontSize="11" fill={tokens.colorNeutralForeground2}>
          Zones
        </text>
        {zones.map((z) => (
          <rect
            key={z.id}
            x={x(z.from_s!)}
            y={y0 + 2 * ROW_H}
            width={Math.max(1, x(z.to_s!) - x(z.from_s!))}
            height={ROW_H - 4}
            fill={z.exclude_from_kpis ? '#ffb74d' : '#90caf9'}
            opacity={0.8}
          >
            <title>{z.name}</title>
          </rect>
        ))}
        <text x={0} y={y0 + 3 * ROW_H + 13} fontSize="11" fill={tokens.colorNeutralForeground2}>
          Stands
        </text>
        {view.stands.map((st) => (
          <rect
            key={st.start_s}
            x={x(st.connection?.slips_in_s ?? st.end_s)}
            y={y0 + 3 * ROW_H}
            width={2}
            height={ROW_H - 4}
            fill={!st.counted ? tokens.colorNeutralForeground4 : st.correction ? '#6a1b9a' : '#d32f2f'}
          >
            <title>{`Stand ${st.index} ${st.correction ? `(${st.correction.action.replace('_', ' ')})` : ''}`}</title>
          </rect>
        ))}
        {ticks.map((t) => (
          <text key={t} x={Math.min(x(t), W - 60)} y={height - 2} fontSize="10" fill={tokens.colorNeutralForeground3}>
            {showDayTimeS(Math.round(t))}
          </text>
        ))}
      </svg>
      <div className={s.legend}>
        {ACTIVITIES.map((a) => (
          <span key={a.id}>
            <span className={s.swatch} style={{ background: a.color }} />
            {a.label}
          </span>
        ))}
        <Caption1>Outlined: corrected. Ticks: connections (purple corrected, grey not counted).</Caption1>
      </div>
    </div>
  );
}
