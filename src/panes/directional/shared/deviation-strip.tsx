/**
 * Where the well is against its plan at the last survey, in one line a driller reads at a glance:
 * distance, high/low, right/left, ahead/behind, and the largest distance so far.
 */
import { Caption1, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { DeviationRow } from '../../../api/directional';
import { depthText } from './context';
import type { DisplayUnits } from './display-units';
import { formatDecimals } from '../../../domain/format';

const useStyles = makeStyles({
  strip: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalXL}`,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  item: { display: 'flex', flexDirection: 'column', minWidth: '84px' },
  value: { fontVariantNumeric: 'tabular-nums', fontWeight: tokens.fontWeightSemibold },
});

function Fact({ label, value, title }: { label: string; value: string; title?: string }) {
  const s = useStyles();
  return (
    <div className={s.item} title={title}>
      <Caption1>{label}</Caption1>
      <Text className={s.value}>{value}</Text>
    </div>
  );
}

export function DeviationStrip({ current, max, units }: { current: DeviationRow | null; max: { md: number; distance: number } | null; units: DisplayUnits }) {
  const s = useStyles();
  if (!current) return null;
  const L = units.length;
  const len = (v: number) => `${formatDecimals(Math.abs(L.show(v)!), 2)} ${L.symbol}`;
  const dir = (v: number, pos: string, neg: string) => (Math.abs(v) < 0.005 ? len(0) : `${len(v)} ${v > 0 ? pos : neg}`);
  return (
    <div className={s.strip} data-deviation-strip>
      <Fact label="Last survey" value={`${depthText(units, current.md)} MD`} />
      <Fact label="Distance to plan" value={len(current.distance)} title="3D distance from the plan" />
      <Fact label="High / low" value={dir(current.high, 'high', 'low')} />
      <Fact label="Right / left" value={dir(current.right, 'right', 'left')} />
      <Fact label="Ahead / behind" value={dir(current.ahead, 'ahead', 'behind')} />
      <Fact label="Inc / azi diff" value={`${formatDecimals(current.inc_diff, 2)}° / ${formatDecimals(current.az_diff, 2)}°`} />
      {max && <Fact label="Largest so far" value={`${len(max.distance)} at ${depthText(units, max.md)} MD`} />}
    </div>
  );
}
