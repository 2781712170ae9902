/**
 * Big current values above a log (hole and bit depth, hook load, WOB, ROP): what a driller reads from
 * across the room. Re-rendered at most once a second from the log's store.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import type { UnitSystemId } from '../../domain/units';
import type { ColumnStore } from '../../features/log-tracks/column-store';
import { displayUnit, formatValue } from '../../features/log-tracks/display-units';
import type { ChannelMeta } from '../../features/log-tracks/log-header';
import { useStoreTicks } from '../../features/log-tracks/use-store-ticks';
import { CHANNEL_COLORS } from './curve-presets';

const useStyles = makeStyles({
  // A grid whose columns depend on the tile's width only: values arriving ('-' → '4,423.3') must not
  // re-wrap the row, or the log below changes height, zoom bucket and store, and loads again.
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))',
    gap: `0 ${tokens.spacingHorizontalL}`,
    padding: `2px ${tokens.spacingHorizontalS}`,
    flexShrink: 0,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  item: { display: 'flex', flexDirection: 'column', minWidth: 0, overflow: 'hidden' },
  label: {
    fontSize: '11px',
    color: tokens.colorNeutralForeground3,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    borderBottomWidth: '2px',
    borderBottomStyle: 'solid',
  },
  value: {
    fontSize: '20px',
    lineHeight: '24px',
    fontWeight: tokens.fontWeightBold,
    fontVariantNumeric: 'tabular-nums',
    color: tokens.colorNeutralForeground1,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  unit: { fontSize: '12px', fontWeight: tokens.fontWeightRegular, color: tokens.colorNeutralForeground3, marginLeft: '3px' },
});

export function Readouts(p: { channels: readonly string[]; store: ColumnStore | null; meta(channel: string): ChannelMeta; units: UnitSystemId }) {
  const s = useStyles();
  useStoreTicks(p.store, 1000);
  return (
    <div className={s.row} data-readouts>
      {p.channels.map((ch) => {
        const m = p.meta(ch);
        const u = displayUnit(m.unit, p.units);
        return (
          <div key={ch} className={s.item} data-readout={ch} title={m.label}>
            <span className={s.label} data-readout-label style={{ borderBottomColor: CHANNEL_COLORS[ch] ?? 'transparent' }}>
              {m.label}
            </span>
            <span className={s.value} data-readout-value>
              {formatValue(p.store?.latest(ch, p.store.lastColumn, 30) ?? null, u)}
              <span className={s.unit} data-readout-unit>
                {u.symbol}
              </span>
            </span>
          </div>
        );
      })}
    </div>
  );
}
