/**
 * One plan, read: its sections, its stations (positions by minimum curvature, in the user's units)
 * and, for the definitive plan, its targets with whether the plan and the survey hit them.
 */
import { Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import type { PlanDetail, Target } from '../../../api/directional';
import { useColumnVisibility } from '../../../features/virtual-table';
import { CursorTable, TableTools } from '../shared/cursor-table';
import { sectionColumns, targetColumns } from '../shared/plan-columns';
import { PaneMessage } from '../shared/pane-states';
import { stationColumns } from '../shared/station-columns';
import type { DirectionalPane } from '../shared/use-directional-pane';

const useStyles = makeStyles({
  tabs: { paddingLeft: tokens.spacingHorizontalS, borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, flexShrink: 0 },
  note: {
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    flexShrink: 0,
  },
});

type View = 'sections' | 'stations' | 'targets';

export function PlanDetailView({
  pane,
  plan,
  targets,
  toolsSlot,
}: {
  pane: DirectionalPane;
  plan: PlanDetail;
  targets?: readonly Target[];
  toolsSlot: HTMLElement | null;
}) {
  const s = useStyles();
  const [view, setView] = useState<View>('sections');
  const sCols = useMemo(() => sectionColumns(pane.units), [pane.units]);
  const stCols = useMemo(() => stationColumns(pane.units, 'trajectory'), [pane.units]);
  const tCols = useMemo(() => targetColumns(pane.units), [pane.units]);
  const sVis = useColumnVisibility('plan-sections', sCols);
  const stVis = useColumnVisibility('plan-stations', stCols);
  const tVis = useColumnVisibility('plan-targets', tCols);
  const title = `${pane.wellName ?? 'well'} ${plan.name}`;
  const tools =
    view === 'sections' ? (
      <TableTools visibility={sVis} rows={plan.sections} exportTitle={`${title} sections`} />
    ) : view === 'stations' ? (
      <TableTools visibility={stVis} rows={plan.stations} exportTitle={`${title} stations`} />
    ) : (
      <TableTools visibility={tVis} rows={targets} exportTitle={`${title} targets`} />
    );
  return (
    <>
      {toolsSlot && createPortal(tools, toolsSlot)}
      {plan.description && <div className={s.note}>{plan.description}</div>}
      <TabList className={s.tabs} size="small" selectedValue={view} onTabSelect={(_, x) => setView(x.value as View)} aria-label="Plan tables">
        <Tab value="sections">Sections ({plan.sections.length})</Tab>
        <Tab value="stations">Stations ({plan.stations.length})</Tab>
        {targets && <Tab value="targets">Targets ({targets.length})</Tab>}
      </TabList>
      {view === 'sections' &&
        (plan.sections.length ? (
          <CursorTable
            label={`Sections of ${plan.name}`}
            rows={plan.sections}
            columns={sVis.visible}
            rowKey={(r) => `${r.from_md}`}
            mdOf={(r) => r.from_md}
            cursor={pane.cursor}
          />
        ) : (
          <PaneMessage state="empty" title="This plan is a station list without design sections." />
        ))}
      {view === 'stations' && (
        <CursorTable
          label={`Stations of ${plan.name}`}
          rows={plan.stations}
          columns={stVis.visible}
          rowKey={(r) => `${r.md}`}
          mdOf={(r) => r.md}
          cursor={pane.cursor}
        />
      )}
      {view === 'targets' &&
        targets &&
        (targets.length ? (
          <CursorTable
            label={`Targets of ${plan.name}`}
            rows={targets}
            columns={tVis.visible}
            rowKey={(r) => r.id}
            cursor={pane.cursor}
            onActivate={(r) => r.plan_hit && pane.cursor.set(r.plan_hit.md)}
          />
        ) : (
          <PaneMessage state="empty" title="No targets are set for this plan." />
        ))}
    </>
  );
}
