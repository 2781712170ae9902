/**
 * Field Engineering (drilling.engineering.field; widget.field-engineering): the field engineer's check
 * of the section being drilled. The section is the one the bit was in while drilling; the last hour
 * of recorded on-bottom drilling (WOB, surface RPM while rotating, flow, standpipe pressure) is set
 * against the drilling program's ranges for it, each flagged LOW or HIGH when its median is outside,
 * with how often it was. Says so when the well has no program, no ranges or no recorded data.
 * Refreshes every minute.
 */
import { Caption1, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useFieldEngineering, type FieldEngineering } from '../../api/engineering/drilling-programs';
import type { ParameterCheck } from '../../domain/engineering/drilling-program';
import { agoText, formatDateTime } from '../../domain/format';
import { inches } from '../../domain/equipment/inches';
import { VirtualTable, type ColumnDef } from '../../features/virtual-table';
import { joinContext } from '../directional/shared/context';
import { PaneFrame } from '../directional/shared/pane-frame';
import { DataState } from '../directional/shared/pane-states';
import { useDirectionalPane } from '../directional/shared/use-directional-pane';
import type { PaneProps } from '../pane-types';
import { Figures } from '../reports/report-frame';
import { useUnitSystem } from '../reports/use-unit-system';
import { checkColumns, programUnits, type ProgramUnits } from './program-columns';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalS, flexGrow: 1, minHeight: 0 },
  table: { display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: '150px' },
  note: { color: tokens.colorNeutralForeground3 },
});

const GAUGE_W = 180;
const GAUGE_H = 14;

/**
 * One parameter at a glance: the program's range (band), the middle 80 % of the readings (bar) and
 * their median (tick), red when the median is outside the range.
 */
function RangeGauge({ c }: { c: ParameterCheck }) {
  if (c.median === null || c.p10 === null || c.p90 === null) return <span>-</span>;
  const lo = Math.min(c.min, c.p10);
  const hi = Math.max(c.max, c.p90);
  const pad = (hi - lo) * 0.1 || 1;
  const x = (v: number) => ((v - (lo - pad)) / (hi - lo + 2 * pad)) * GAUGE_W;
  const out = c.status === 'low' || c.status === 'high';
  const median = x(c.median);
  return (
    <svg width={GAUGE_W} height={GAUGE_H} role="img" aria-label={`${c.label}: median ${c.median} against ${c.min}–${c.max}`}>
      <rect x={x(c.min)} y={1} width={Math.max(1, x(c.max) - x(c.min))} height={GAUGE_H - 2} fill={tokens.colorPaletteGreenBackground2} />
      <rect x={x(c.p10)} y={5} width={Math.max(1, x(c.p90) - x(c.p10))} height={4} fill={tokens.colorNeutralForeground2} />
      <line x1={median} x2={median} y1={0} y2={GAUGE_H} strokeWidth={2} stroke={out ? tokens.colorPaletteRedForeground1 : tokens.colorNeutralForeground1} />
    </svg>
  );
}

function FieldBody({ f, u }: { f: FieldEngineering; u: ProgramUnits }) {
  const s = useStyles();
  const cols = useMemo(
    (): ColumnDef<ParameterCheck>[] => [
      ...checkColumns(u),
      { id: 'gauge', header: 'Readings against the range', value: (r) => r.status, render: (r) => <RangeGauge c={r} />, width: GAUGE_W + 24, align: 'start' },
    ],
    [u],
  );
  const D = u.depth;
  const depth = (m: number | null) => (m === null ? '-' : String(Math.round(D.convert(m))));
  const flagged = f.checks.filter((c) => c.status === 'low' || c.status === 'high');
  return (
    <div className={s.body}>
      <Figures
        items={[
          { label: 'Program', value: f.program ? `${f.program.name} (${f.program.status})` : 'none' },
          { label: 'Section', value: f.section ? `${f.section.name}` : '-' },
          { label: 'Hole', value: f.section ? inches(f.section.hole_in) : '-' },
          { label: 'Bit depth', value: depth(f.data?.bit_depth_m ?? null), unit: D.symbol },
          { label: 'Hole depth', value: depth(f.data?.hole_depth_m ?? null), unit: D.symbol },
          { label: 'Last reading', value: f.data ? agoText(f.data.age_s) : '-' },
          { label: 'Out of range', value: f.checks.length ? String(flagged.length) : '-' },
        ]}
      />
      {flagged.length > 0 && (
        <MessageBar intent="warning">
          <MessageBarBody>
            {flagged.map((c) => `${c.label} ${c.status === 'low' ? 'below' : 'above'} the program`).join('; ')} in {f.section?.name}.
          </MessageBarBody>
        </MessageBar>
      )}
      <div className={s.table}>
        {f.checks.length ? (
          <VirtualTable
            label="Drilling parameters against the program"
            exportTitle="Field engineering check"
            rows={f.checks}
            columns={cols}
            rowKey={(r) => r.id}
          />
        ) : (
          <MessageBar intent="info">
            <MessageBarBody>{f.note}</MessageBarBody>
          </MessageBar>
        )}
      </div>
      <Caption1 className={s.note}>
        {f.checks.length ? `${f.note} ` : ''}
        {f.data?.last_drilling_s ? `Last on-bottom drilling ended ${formatDateTime(f.data.last_drilling_s * 1000)}. ` : ''}
        {f.ecd ?? ''} {f.section?.parameters?.notes ? `Program note: ${f.section.parameters.notes}` : ''}
      </Caption1>
    </div>
  );
}

export default function FieldEngineeringPane(props: PaneProps) {
  const pane = useDirectionalPane(props);
  const system = useUnitSystem();
  const u = useMemo(() => programUnits(system), [system]);
  const swr = useFieldEngineering(pane.wellId, pane.active);
  const f = swr.data;
  return (
    <PaneFrame
      title="Field engineering"
      context={joinContext(pane.wellName, f?.section ? `${f.section.name}` : null, f?.program ? `${f.program.name} v${f.program.version}` : null)}
      state={f ? 'ready' : swr.error ? 'error' : 'loading'}
    >
      <DataState wellId={pane.wellId} swr={swr} what="field engineering check" ready={(x) => <FieldBody f={x} u={u} />} />
    </PaneFrame>
  );
}
