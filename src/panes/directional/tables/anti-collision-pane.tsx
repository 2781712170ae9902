/**
 * Anti-Collision (drilling.anti_collision/{view}) and the AC widgets (AC Summary, AC per Well, AC
 * Lookahead, AC Risk): the reference well scanned against every offset in range by the ISCWSA
 * separation factor. {view}: summary | per_well | lookahead | risk.
 */
import { Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useAcSummary } from '../../../api/directional';
import { ANTI_COLLISION_VIEWS, viewLabels, type ViewOf } from '../../../commands/route-views';
import type { PaneProps } from '../../pane-types';
import { AcLookahead } from './ac-lookahead';
import { AcPerWell } from './ac-per-well';
import { AcRisk } from './ac-risk';
import { AcSummaryTable } from './ac-summary-table';
import { joinContext } from '../shared/context';
import { OffsetsLive } from '../shared/offsets-live';
import { PaneFrame } from '../shared/pane-frame';
import { DataState } from '../shared/pane-states';
import { useDirectionalPane } from '../shared/use-directional-pane';

const VIEWS = viewLabels(ANTI_COLLISION_VIEWS);
type View = ViewOf<typeof ANTI_COLLISION_VIEWS>;

const WIDGET_VIEW: Record<string, View> = {
  'widget.ac-summary': 'summary',
  'widget.ac-per-well': 'per_well',
  'widget.ac-lookahead': 'lookahead',
  'widget.ac-risk': 'risk',
};
const ALIASES: Record<string, View> = { 'per-well': 'per_well', well: 'per_well', offsets: 'summary', look_ahead: 'lookahead' };

const useStyles = makeStyles({ tabs: { paddingLeft: tokens.spacingHorizontalS, borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, flexShrink: 0 } });

export default function AntiCollisionPane(props: PaneProps) {
  const s = useStyles();
  const fixed = WIDGET_VIEW[props.paneType.id];
  const param = props.instance.params.view ?? '';
  const [view, setView] = useState<View>(fixed ?? (param in VIEWS ? (param as View) : (ALIASES[param] ?? 'summary')));
  const [tools, setTools] = useState<HTMLDivElement | null>(null);
  const pane = useDirectionalPane(props);
  const summary = useAcSummary(pane.wellId, pane.active);
  const ref = summary.data?.reference;
  return (
    <PaneFrame
      title={fixed ? props.paneType.title : 'Anti-Collision'}
      context={joinContext(
        pane.wellName,
        ref
          ? `${ref.kind === 'composite' ? 'survey, then plan ahead' : ref.kind} · ${ref.error_model} · ${ref.separation.mode} k=${ref.separation.sigma_scale}`
          : null,
        summary.data
          ? `${summary.data.offsets.length} offsets in range${summary.data.hidden_offsets ? `, ${summary.data.hidden_offsets} hidden (no access)` : ''}`
          : null,
      )}
      tools={<div ref={setTools} style={{ display: 'contents' }} />}
      state={summary.data ? 'ready' : 'loading'}
    >
      {summary.data && <OffsetsLive ids={summary.data.offsets.map((o) => o.well_id)} active={pane.active} />}
      {!fixed && (
        <TabList className={s.tabs} size="small" selectedValue={view} onTabSelect={(_, x) => setView(x.value as View)} aria-label="Anti-collision views">
          {(Object.keys(VIEWS) as View[]).map((v) => (
            <Tab key={v} value={v} data-view={v}>
              {VIEWS[v]}
            </Tab>
          ))}
        </TabList>
      )}
      <DataState
        wellId={pane.wellId}
        swr={summary}
        what="anti-collision scan"
        ready={(d) => {
          switch (view) {
            case 'summary':
              return <AcSummaryTable pane={pane} data={d} toolsSlot={tools} />;
            case 'per_well':
              return <AcPerWell pane={pane} summary={d} toolsSlot={tools} />;
            case 'lookahead':
              return <AcLookahead pane={pane} toolsSlot={tools} />;
            case 'risk':
              return <AcRisk pane={pane} />;
          }
        }}
      />
    </PaneFrame>
  );
}
