/**
 * AC per Well: the clearance to one offset at every reference station: offset point, C-C distance,
 * separation factor and risk. The offset is chosen from those in range (riskiest first).
 */
import { Select, makeStyles, tokens } from '@fluentui/react-components';
import { useId, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { useAcReport, type AcSummaryAnswer } from '../../../api/directional';
import { useColumnVisibility } from '../../../features/virtual-table';
import { clearanceColumns, riskTone, riskWord } from '../shared/ac-columns';
import { CursorTable, TableTools } from '../shared/cursor-table';
import { DataState, PaneMessage } from '../shared/pane-states';
import type { DirectionalPane } from '../shared/use-directional-pane';
import { formatDecimals } from '../../../domain/format';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    flexShrink: 0,
    flexWrap: 'wrap',
  },
  label: { fontSize: tokens.fontSizeBase200 },
  danger: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  warning: { color: tokens.colorPaletteDarkOrangeForeground1, fontWeight: tokens.fontWeightSemibold },
  success: { color: tokens.colorPaletteGreenForeground1 },
});

export function AcPerWell({ pane, summary, toolsSlot }: { pane: DirectionalPane; summary: AcSummaryAnswer; toolsSlot: HTMLElement | null }) {
  const s = useStyles();
  const id = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const offsetId = chosen ?? summary.offsets[0]?.well_id ?? null;
  const report = useAcReport(offsetId ? pane.wellId : null, offsetId ? [offsetId] : [], pane.active);
  const columns = useMemo(() => clearanceColumns(pane.units), [pane.units]);
  const visibility = useColumnVisibility('ac-per-well', columns);
  const offset = summary.offsets.find((o) => o.well_id === offsetId);
  const rows = report.data?.offsets.find((o) => o.well_id === offsetId)?.rows;
  if (!offsetId) return <PaneMessage state="empty" title="No offset wells come within the scan radius of this well." />;
  const tone = riskTone(offset?.risk);
  return (
    <>
      {toolsSlot &&
        createPortal(
          <TableTools visibility={visibility} rows={rows} exportTitle={`${pane.wellName ?? 'well'} clearance to ${offset?.name ?? 'offset'}`} />,
          toolsSlot,
        )}
      <div className={s.bar}>
        <label className={s.label} htmlFor={`${id}-w`}>
          Offset well
        </label>
        <Select id={`${id}-w`} size="small" value={offsetId} onChange={(_, x) => setChosen(x.value)}>
          {summary.offsets.map((o) => (
            <option key={o.well_id} value={o.well_id}>{`${o.name} · min SF ${formatDecimals(o.min_sf, 2)}`}</option>
          ))}
        </Select>
        {offset && (
          <span className={s.label}>
            <span className={tone ? s[tone as 'danger' | 'warning' | 'success'] : undefined}>{riskWord(offset.risk)}</span>
            {` · ${offset.risk_label} · scanned: ${offset.trajectory}`}
          </span>
        )}
      </div>
      <DataState
        wellId={pane.wellId}
        swr={report}
        what="clearance rows"
        isEmpty={() => !rows?.length}
        empty="The scan found no clearance rows for this offset."
        ready={() => (
          <CursorTable
            label={`Clearance to ${offset?.name ?? 'the offset'}`}
            rows={rows ?? []}
            columns={visibility.visible}
            rowKey={(r) => String(r.ref_md)}
            mdOf={(r) => r.ref_md}
            cursor={pane.cursor}
            rowTone={(r) => (r.risk === 'stop' ? 'danger' : r.risk === 'warning' ? 'warning' : undefined)}
          />
        )}
      />
    </>
  );
}
