/**
 * The stage-aware parts of Well Configuration: the well itself (every stage) and its completion
 * (completions: the frac stage configuration with its design; production: what the well produces
 * from, as treated lateral and completion intensity). Read-only: the well's settings are changed in
 * Admin › Wells, the stages come from the frac records.
 */
import { Caption1, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { Well } from '../../api/types';
import { completionSummary } from '../../domain/completions/completion-summary';
import { formatNumber } from '../../domain/format';
import { showDateTimeS } from '../../features/format/user-format';
import { fmtUnit, useFracUnits } from '../completions/frac-units';
import { useFracStages } from '../completions/use-frac';
import type { PaneProps } from '../pane-types';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  table: { borderCollapse: 'collapse', maxWidth: '980px', fontSize: '12px' },
  th: {
    textAlign: 'start',
    fontWeight: tokens.fontWeightSemibold,
    padding: '3px 8px',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    whiteSpace: 'nowrap',
  },
  td: { padding: '3px 8px', borderBottom: `1px solid ${tokens.colorNeutralStroke3}`, fontVariantNumeric: 'tabular-nums' },
  key: { padding: '3px 8px', borderBottom: `1px solid ${tokens.colorNeutralStroke3}`, color: tokens.colorNeutralForeground2, width: '220px' },
  muted: { color: tokens.colorNeutralForeground3 },
  scroll: { overflowX: 'auto', maxHeight: '420px' },
});

const STAGE_LABEL = {
  drilling: 'Drilling',
  completion_frac: 'Completion (frac)',
  completion_wireline: 'Completion (wireline)',
  production: 'Production',
} as const;
const hhmm = (s: number) => `${String(Math.floor(s / 3600)).padStart(2, '0')}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}`;

function KeyValues({ rows, label }: { rows: [string, string][]; label: string }) {
  const s = useStyles();
  return (
    <table className={s.table} aria-label={label}>
      <tbody>
        {rows.map(([k, v]) => (
          <tr key={k}>
            <td className={s.key}>{k}</td>
            <td className={s.td} data-value>
              {v}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function WellSection({ well, stage }: { well: Well | null; stage: 'drilling' | 'completions' | 'production' }) {
  const s = useStyles();
  if (!well) return <Caption1 className={s.muted}>Loading the well…</Caption1>;
  const rows: [string, string][] = [
    ['Stage the well is in', STAGE_LABEL[well.stage] ?? well.stage],
    ['Status', well.status_name],
    ['Live data', well.realtime ? `yes (${well.connection ?? 'offline'})` : 'no: imported or simulated history'],
    ['Reporting day starts at', hhmm(well.day_shift)],
    ['Rigs', well.well_rigs.map((r) => r.rig_name).join(', ') || '-'],
    ['Start', showDateTimeS(well.start_date)],
    ['End', well.end_date === null ? 'ongoing' : showDateTimeS(well.end_date)],
  ];
  return (
    <section className={s.section} data-config-section="well">
      <Text weight="semibold" size={400}>
        {well.name}: {stage} configuration
      </Text>
      <KeyValues rows={rows} label="The well" />
      <Caption1 className={s.muted}>The well's status, day start and rigs are changed in Admin › Wells.</Caption1>
    </section>
  );
}

export function CompletionSection(props: PaneProps & { stage: 'completions' | 'production' }) {
  const s = useStyles();
  const f = useFracUnits();
  const a = useFracStages(props);
  const stages = a.answer?.data.stages;
  if (a.error) return <Caption1 className={s.muted}>Could not load the frac stages: {a.error}</Caption1>;
  if (!stages) return <Caption1 className={s.muted}>Loading the frac stages…</Caption1>;
  const c = completionSummary(stages);
  const perM = (v: number, u: typeof f.mass) => formatNumber(u.convert(v) / f.length.convert(1), { mask: '0,0.00' });
  const summary: [string, string][] = c
    ? [
        ['Stages', String(c.stages)],
        [
          `Treated lateral (${f.length.symbol} MD)`,
          `${fmtUnit(c.heelMdM, f.length)} – ${fmtUnit(c.toeMdM, f.length)} (${fmtUnit(c.treatedLateralM, f.length)})`,
        ],
        [`Mean stage length (${f.length.symbol})`, fmtUnit(c.meanStageLengthM, f.length)],
        ['Clusters', `${c.clusters} (one every ${fmtUnit(c.clusterSpacingM, f.length)} ${f.length.symbol})`],
        [`Proppant placed (${f.mass.symbol})`, fmtUnit(c.proppantKg, f.mass)],
        [`Proppant per ${f.length.symbol} of lateral (${f.mass.symbol}/${f.length.symbol})`, perM(c.proppantKgPerM, f.mass)],
        [`Clean fluid per ${f.length.symbol} of lateral (${f.volume.symbol}/${f.length.symbol})`, perM(c.fluidM3PerM, f.volume)],
      ]
    : [];
  return (
    <section className={s.section} data-config-section={props.stage}>
      <Text weight="semibold" size={300}>
        {props.stage === 'completions' ? 'Frac stages' : 'Completion produced from'}
      </Text>
      {c ? <KeyValues rows={summary} label="Completion summary" /> : <Caption1 className={s.muted}>No frac stages recorded on this well.</Caption1>}
      {props.stage === 'completions' && stages.length > 0 && (
        <div className={s.scroll}>
          <table className={s.table} aria-label="Stage configuration">
            <thead>
              <tr>
                {[
                  'Stage',
                  `Top – bottom (${f.length.symbol} MD)`,
                  `Plug (${f.length.symbol})`,
                  'Clusters',
                  'Perf holes',
                  'Fleet',
                  `Design rate (${f.rate.symbol})`,
                  `Design clean (${f.volume.symbol})`,
                  `Design proppant (${f.mass.symbol})`,
                ].map((h) => (
                  <th key={h} className={s.th}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {stages.map((st) => (
                <tr key={st.stage_no}>
                  <td className={s.td}>{st.stage_no}</td>
                  <td className={s.td}>
                    {fmtUnit(st.top_md_m, f.length)} – {fmtUnit(st.bottom_md_m, f.length)}
                  </td>
                  <td className={s.td}>{fmtUnit(st.plug_md_m, f.length)}</td>
                  <td className={s.td}>{st.clusters}</td>
                  <td className={s.td}>{st.perf_holes}</td>
                  <td className={s.td}>{st.fleet ?? '-'}</td>
                  <td className={s.td}>{fmtUnit(st.design_rate_m3_min, f.rate)}</td>
                  <td className={s.td}>{fmtUnit(st.design_clean_m3, f.volume)}</td>
                  <td className={s.td}>{fmtUnit(st.design_proppant_kg, f.mass)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
