/**
 * Formation Tops (widget) and Formations (drilling.well_formations): each top's MD and TVD (one given, the other read off the survey, or the
 * plan where the survey has not reached), its lithology and where the pick came from.
 */
import { makeStyles } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useFormationTops, type FormationTop } from '../../../api/directional';
import type { ColumnDef } from '../../../features/virtual-table';
import type { PaneProps } from '../../pane-types';
import type { DisplayUnits } from '../shared/display-units';
import { TablePane } from '../shared/table-pane';
import { useDirectionalPane } from '../shared/use-directional-pane';

const useStyles = makeStyles({
  swatch: { display: 'inline-block', width: '10px', height: '10px', borderRadius: '2px', marginRight: '6px', verticalAlign: 'middle' },
});

const FROM: Record<string, string> = { given: 'given', survey: 'from survey', plan: 'from plan' };

function columns(u: DisplayUnits, swatch: string): ColumnDef<FormationTop>[] {
  const L = u.length;
  return [
    {
      id: 'name',
      header: 'Formation',
      value: (r) => r.name,
      width: 170,
      align: 'start',
      pinned: true,
      render: (r) => (
        <span>
          <span className={swatch} style={{ backgroundColor: r.color ?? 'transparent' }} />
          {r.name}
        </span>
      ),
    },
    { id: 'md', header: 'MD', unit: L.symbol, value: (r) => L.show(r.md), decimals: 2, width: 92 },
    { id: 'md_source', header: 'MD is', value: (r) => (r.md_source ? FROM[r.md_source] : 'not reached'), width: 96, align: 'start' },
    { id: 'tvd', header: 'TVD', unit: L.symbol, value: (r) => L.show(r.tvd), decimals: 2, width: 92 },
    { id: 'tvd_source', header: 'TVD is', value: (r) => (r.tvd_source ? FROM[r.tvd_source] : 'not reached'), width: 96, align: 'start' },
    { id: 'lithology', header: 'Lithology', value: (r) => r.lithology, width: 200, align: 'start' },
    { id: 'source', header: 'Pick', value: (r) => r.source, width: 90, align: 'start', description: 'prognosis, picked while drilling, or imported' },
  ];
}

export default function FormationTopsPane(props: PaneProps) {
  const s = useStyles();
  const pane = useDirectionalPane(props);
  const tops = useFormationTops(pane.wellId, pane.active);
  const cols = useMemo(() => columns(pane.units, s.swatch), [pane.units, s.swatch]);
  return (
    <TablePane
      pane={pane}
      title={props.paneType.title}
      what="formation tops"
      swr={tops}
      rows={(d) => d}
      columns={cols}
      tableId="formation-tops"
      rowKey={(r) => r.id}
      onActivate={(r) => r.md !== null && pane.cursor.set(r.md)}
      empty="No formation tops are recorded for this well."
    />
  );
}
