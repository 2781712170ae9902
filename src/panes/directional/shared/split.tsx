/** A chart over a table, the usual shape of an analysis pane: the chart gets `chartShare` of the height. */
import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  col: { display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0 },
  part: { display: 'flex', flexDirection: 'column', minHeight: '120px', flexBasis: 0 },
  rule: { height: '1px', flexShrink: 0, backgroundColor: tokens.colorNeutralStroke2 },
});

export function ChartOverTable({ chart, table, chartShare = 0.55 }: { chart: ReactNode; table: ReactNode; chartShare?: number }) {
  const s = useStyles();
  return (
    <div className={s.col}>
      <div className={s.part} style={{ flexGrow: chartShare }}>
        {chart}
      </div>
      <div className={s.rule} />
      <div className={s.part} style={{ flexGrow: 1 - chartShare }}>
        {table}
      </div>
    </div>
  );
}
