/**
 * Admin › dashboards › wells: the wells audit summed up (src/domain/admin/wells-overview.ts): figures
 * for wells, live wells online and the main findings, wells per stage and status, and the wells
 * needing a look with the Wells Audit's columns (Enter opens the well's settings; the full audit is
 * one command away). Read again every minute with the audit.
 */
import { Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useWellsAudit } from '../../api/admin-wells-audit';
import { serverFieldError } from '../../api/admin-users';
import { STAGE_LABELS, STATUS_ORDER, WELL_STAGES, wellsOverview } from '../../domain/admin/wells-overview';
import { showDateTimeS } from '../../features/format/user-format';
import { VirtualTable, type ColumnDef } from '../../features/virtual-table';
import { PaneFrame } from '../directional/shared/pane-frame';
import type { PaneProps } from '../pane-types';
import { Figures } from '../reports/report-frame';
import { openRecord } from './frame/open-record';
import { auditColumns, auditedWells } from './wells-audit-columns';

const useStyles = makeStyles({
  body: { padding: tokens.spacingHorizontalS, gap: tokens.spacingVerticalS, overflow: 'auto' },
  stages: { flexShrink: 0, height: '190px', display: 'flex', flexDirection: 'column' },
  table: { display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: '220px' },
});

const STATUS_LABELS: Record<number, string> = { 1: 'Active', 2: 'Paused', 3: 'Completed', 4: 'Planned' };
const LOOK_COLUMNS = ['name', 'company', 'status', 'connection', 'data_age', 'surveys', 'plans', 'findings'];

interface StageRow {
  stage: string;
  label: string;
  counts: Record<number, number>;
  total: number;
}

const stageColumns: ColumnDef<StageRow>[] = [
  { id: 'stage', header: 'Stage', value: (r) => r.label, width: 180, align: 'start' },
  ...STATUS_ORDER.map((st): ColumnDef<StageRow> => ({ id: `s${st}`, header: STATUS_LABELS[st], value: (r) => r.counts[st] ?? 0, width: 90 })),
  { id: 'total', header: 'Total', value: (r) => r.total, width: 80 },
];

export default function WellsDashboardPane(_: PaneProps) {
  const s = useStyles();
  const { data, error, isLoading } = useWellsAudit();
  const rows = useMemo(() => (data ? auditedWells(data.data, data.now_s) : []), [data]);
  const o = useMemo(() => wellsOverview(rows), [rows]);
  const stageRows = WELL_STAGES.map((stage) => {
    const counts = o.byStage[stage];
    return { stage, label: STAGE_LABELS[stage], counts, total: Object.values(counts).reduce((a, n) => a + n, 0) };
  });
  const look = auditColumns.filter((c) => LOOK_COLUMNS.includes(c.id));
  return (
    <PaneFrame
      title="Admin dashboard: wells"
      context={data ? `${o.total} wells · as of ${showDateTimeS(data.now_s)} · Enter opens a well` : undefined}
      bodyClassName={s.body}
      state={data ? 'ready' : error ? 'error' : 'loading'}
      tools={isLoading ? <Spinner size="tiny" /> : undefined}
    >
      {error && (
        <Text data-pane-message="error" role="alert">
          {`Wells could not be loaded: ${serverFieldError(error, []).message}`}
        </Text>
      )}
      {!data && !error && <Spinner size="small" data-pane-loading label="Loading the wells" />}
      {data && o.total === 0 && <Text data-pane-message="empty">No wells yet.</Text>}
      {data && o.total > 0 && (
        <>
          <Figures
            items={[
              { label: 'Wells', value: String(o.total) },
              { label: 'Active', value: String(stageRows.reduce((a, r) => a + (r.counts[1] ?? 0), 0)) },
              { label: 'Live wells online', value: `${o.live.online} / ${o.live.wells}` },
              { label: 'Offline or stale', value: String(o.findings.offline + o.findings.stale_data + o.findings.no_data) },
              { label: 'Without a plan', value: String(o.findings.no_plan) },
              { label: 'Data but no surveys', value: String(o.findings.no_surveys) },
              { label: 'Need a look', value: String(o.needsLook.length) },
            ]}
          />
          <div className={s.stages}>
            <VirtualTable
              label="Wells per stage and status"
              exportTitle="Wells per stage and status"
              rows={stageRows}
              columns={stageColumns}
              rowKey={(r) => r.stage}
            />
          </div>
          {o.needsLook.length === 0 ? (
            <Text data-pane-message="info">No well needs a look: every active well delivers data and has a plan and surveys.</Text>
          ) : (
            <div className={s.table}>
              <VirtualTable
                label="Wells needing a look"
                exportTitle="Wells needing a look"
                rows={o.needsLook}
                columns={look}
                rowKey={(r) => r.id}
                onActivate={(r) => void openRecord('admin.well', r.id, r.name)}
              />
            </div>
          )}
        </>
      )}
    </PaneFrame>
  );
}
