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
import { formatDateTime } from '../../domain/format';
import { inches } from '../../domain/equipment/inches';
import { VirtualTable } from '../../features/virtual-table';
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

function age(s: number): string {
  if (s < 120) return `${s} s ago`;
  if (s < 7200) return `${Math.round(s / 60)} min ago`;
  if (s < 172_800) return `${Math.round(s / 3600)} h ago`;
  return `${Math.round(s / 86_400)} days ago`;
}

function FieldBody({ f, u }: { f: FieldEngineering; u: ProgramUnits }) {
  const s = useStyles();
  const cols = useMemo(() => checkColumns(u), [u]);
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
          { label: 'Last reading', value: f.data ? age(f.data.age_s) : '-' },
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
