/**
 * Admin › Wells Audit and the Wells Audit widget (spec 6, widgets.tsv): per well, what an
 * administrator checks: live data and connection, surveys, plan, detection notes, journal days
 * filled, who can see it, the last change and visit, and the findings those facts add up to
 * (src/domain/admin/wells-audit.ts). Search by name, "With findings" narrows to wells that need a
 * look; Enter opens the well's settings. Exports through the table (CSV/XLSX).
 */
import { Input, Spinner, Switch, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useWellsAudit } from '../../api/admin-wells-audit';
import { serverFieldError } from '../../api/admin-users';
import { showDateTimeS } from '../../features/format/user-format';
import { VirtualTable } from '../../features/virtual-table';
import { PaneFrame } from '../directional/shared/pane-frame';
import type { PaneProps } from '../pane-types';
import { openRecord } from './frame/open-record';
import { auditColumns, auditedWells } from './wells-audit-columns';

const useStyles = makeStyles({
  body: { padding: tokens.spacingHorizontalS, gap: tokens.spacingVerticalS },
  table: { display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0 },
});

export default function WellsAuditPane(_: PaneProps) {
  const s = useStyles();
  const { data, error, isLoading } = useWellsAudit();
  const [search, setSearch] = useState('');
  const [onlyFindings, setOnlyFindings] = useState(false);
  const rows = useMemo(() => (data ? auditedWells(data.data, data.now_s) : []), [data]);
  const needle = search.trim().toLowerCase();
  const shown = rows.filter((r) => (!onlyFindings || r.findings.length > 0) && (!needle || r.name.toLowerCase().includes(needle)));
  const flagged = rows.filter((r) => r.findings.some((f) => f.severity === 'warning')).length;
  return (
    <PaneFrame
      title="Wells Audit"
      context={data ? `${rows.length} wells · ${flagged} with warnings · as of ${showDateTimeS(data.now_s)} · Enter opens a well` : undefined}
      bodyClassName={s.body}
      state={data ? 'ready' : error ? 'error' : 'loading'}
      tools={
        <>
          {isLoading && <Spinner size="tiny" />}
          <Input size="small" aria-label="Search wells by name" placeholder="Search wells" value={search} onChange={(_, d) => setSearch(d.value)} />
          <Switch label="With findings" checked={onlyFindings} onChange={(_, d) => setOnlyFindings(d.checked)} />
        </>
      }
    >
      {error && (
        <Text data-pane-message="error" role="alert">
          {`Wells audit could not be loaded: ${serverFieldError(error, []).message}`}
        </Text>
      )}
      {!data && !error && <Spinner size="small" data-pane-loading label="Loading the wells audit" />}
      {data && shown.length === 0 && <Text data-pane-message="empty">{rows.length ? 'No well matches.' : 'No wells yet.'}</Text>}
      {data && shown.length > 0 && (
        <div className={s.table}>
          <VirtualTable
            label="Wells audit"
            exportTitle="Wells audit"
            rows={shown}
            columns={auditColumns}
            rowKey={(r) => r.id}
            onActivate={(r) => void openRecord('admin.well', r.id, r.name)}
          />
        </div>
      )}
    </PaneFrame>
  );
}
