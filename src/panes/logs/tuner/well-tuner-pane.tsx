/**
 * Well Tuner (drilling.management.control, WELL_PROCESSING) and its four widgets (Corrections, Stand
 * Corrections, Event Corrections, Zones): a processing engineer tunes rig-state detection on a well
 * and corrects what it found. The tuner shows a window of the pane's period (6, 12 or 24 h, stepped
 * with the arrows) as a strip of detected and corrected rig states, zones and connections, then the
 * corrections and the detection settings in tabs. Every correction is stored beside detection's rows
 * and applied where the KPIs read them (connection, tripping, activity and well KPIs).
 */
import { Button, Caption1, Select, Tab, TabList, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useWellTuner } from '../../../api/logs/well-tuner';
import { serverMessage, type RequestError } from '../../../api/request-error';
import { showDayTimeS } from '../../../features/format/user-format';
import { session } from '../../../state/session';
import { DetectionSettingsSection } from '../../wellinfo/well-configuration-pane';
import type { PaneProps } from '../../pane-types';
import { PaneStateView } from '../pane-state';
import { usePaneWell } from '../use-pane-well';
import { TunerStrip } from './tuner-strip';
import { ActivityCorrectionsTable, EventCorrectionsTable, StandCorrectionsTable, ZonesTable, type TableProps } from './tuner-tables';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalM,
    overflow: 'auto',
    flexGrow: 1,
    minHeight: 0,
  },
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  grow: { flexGrow: 1 },
});

const TABLES = {
  corrections: { label: 'Corrections', Table: ActivityCorrectionsTable },
  stands: { label: 'Stand corrections', Table: StandCorrectionsTable },
  events: { label: 'Event corrections', Table: EventCorrectionsTable },
  zones: { label: 'Zones', Table: ZonesTable },
} as const;
type TableId = keyof typeof TABLES;

/** Which table a widget pane is; null: the whole tuner. */
const WIDGET: Record<string, TableId> = {
  'widget.corrections': 'corrections',
  'widget.stand-corrections': 'stands',
  'widget.event-corrections': 'events',
  'widget.zones': 'zones',
};

const SPANS_H = [6, 12, 24] as const;

export default function WellTunerPane(props: PaneProps) {
  const s = useStyles();
  const pw = usePaneWell(props);
  const user = useSnapshot(session).user;
  const canEdit = Boolean(user?.global_permissions.includes('WELL_PROCESSING'));
  const only = WIDGET[props.paneType.id] ?? null;
  const [spanH, setSpanH] = useState<(typeof SPANS_H)[number]>(12);
  const [tab, setTab] = useState<TableId | 'settings'>('stands');
  const periodEnd = pw.period ? Math.floor(pw.period.autoUpdate ? Date.now() / 1000 : pw.period.end_date) : null;
  const periodStart = pw.period ? Math.floor(pw.period.start_date) : null;
  const [toS, setToS] = useState<number | null>(null);
  useEffect(() => setToS(periodEnd), [periodEnd, props.wellId]);
  const fromS = toS === null ? null : toS - spanH * 3600;
  const tuner = useWellTuner(props.wellId, fromS, toS);

  if (!props.wellId) return <PaneStateView kind="no-well" />;
  if (tuner.error) return <PaneStateView kind="error" error={serverMessage((tuner.error as RequestError).body) ?? String((tuner.error as Error).message)} />;
  if (!tuner.data || fromS === null || toS === null) return <PaneStateView kind="loading" />;

  const table: TableProps = { wellId: props.wellId, view: tuner.data, canEdit, fromS, toS, onChanged: () => void tuner.mutate() };
  const step = (dir: -1 | 1) => setToS((t) => Math.min(periodEnd ?? t!, Math.max((periodStart ?? 0) + spanH * 3600, t! + (dir * spanH * 3600) / 2)));
  const windowBar = (
    <div className={s.bar}>
      <Button size="small" aria-label="Earlier" onClick={() => step(-1)} disabled={periodStart !== null && fromS <= periodStart}>
        ◀
      </Button>
      <Text size={200}>
        {showDayTimeS(fromS)} – {showDayTimeS(toS)}
      </Text>
      <Button size="small" aria-label="Later" onClick={() => step(1)} disabled={periodEnd !== null && toS >= periodEnd}>
        ▶
      </Button>
      <Select size="small" value={String(spanH)} onChange={(_, d) => setSpanH(Number(d.value) as (typeof SPANS_H)[number])} aria-label="Window">
        {SPANS_H.map((h) => (
          <option key={h} value={h}>
            {h} h
          </option>
        ))}
      </Select>
      <span className={s.grow} />
      {!canEdit && <Caption1 className={s.muted}>Read only: correcting needs the WELL_PROCESSING permission.</Caption1>}
    </div>
  );

  if (only) {
    const { Table } = TABLES[only];
    return (
      <div className={s.root} data-well-tuner={only}>
        {only !== 'corrections' && only !== 'zones' && windowBar}
        <Table {...table} />
      </div>
    );
  }

  const n = tuner.data.corrections;
  const counts: Record<TableId, number> = { corrections: n.activities.length, stands: n.stands.length, events: n.events.length, zones: n.zones.length };
  return (
    <div className={s.root} data-well-tuner="all">
      <div className={s.bar}>
        <Text weight="semibold" size={400}>
          {pw.well?.name ?? 'Well'}: well tuner
        </Text>
      </div>
      {windowBar}
      <TunerStrip view={tuner.data} fromS={fromS} toS={toS} />
      <TabList size="small" selectedValue={tab} onTabSelect={(_, d) => setTab(d.value as TableId | 'settings')}>
        {(Object.keys(TABLES) as TableId[]).map((id) => (
          <Tab key={id} value={id}>
            {TABLES[id].label}
            {counts[id] ? ` (${counts[id]})` : ''}
          </Tab>
        ))}
        <Tab value="settings">Detection settings</Tab>
      </TabList>
      {tab === 'settings' ? (
        <DetectionSettingsSection {...props} />
      ) : (
        (() => {
          const { Table } = TABLES[tab];
          return <Table {...table} />;
        })()
      )}
    </div>
  );
}
