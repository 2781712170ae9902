/**
 * Job Summary (drilling.job_summary, VIEW_JOB_SUMMARY; completions and production show the same page):
 * the well's job from what is recorded — spud and release, days, depth reached and footage per day
 * from the hole-depth record, ROP and connections from the activity history, NPT from the troubles by
 * type, costs against the AFE (when you may see costs), the surveys and the frac stages.
 */
import { troubleLabel } from '../../domain/drilling/journal/troubles';
import { Body1Strong, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useJobSummary, type JobSummary } from '../../api/well-info';
import { formatDuration, formatNumber, formatPattern } from '../../domain/format';
import { VirtualTable } from '../../features/virtual-table';
import { usePaneActivity } from '../../features/workspace/pane-activity';
import { useDisplayUnits, type DisplayQuantity } from '../directional/shared/display-units';
import { PaneFrame } from '../directional/shared/pane-frame';
import { DataState } from '../directional/shared/pane-states';
import type { PaneProps } from '../pane-types';
import { Figures } from '../reports/report-frame';

const useStyles = makeStyles({
  body: { overflow: 'auto', padding: tokens.spacingHorizontalM, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  muted: { color: tokens.colorNeutralForeground3 },
  npt: { height: '160px', display: 'flex', flexDirection: 'column' },
});

const num = (v: number | null | undefined, decimals = 0) =>
  v === null || v === undefined || !Number.isFinite(v) ? '-' : formatNumber(v, { mask: decimals ? `0,0.${'0'.repeat(decimals)}` : '0,0' });
const money = (v: number | null | undefined, currency: string) => (v === null || v === undefined ? '-' : `${currency} ${num(v)}`);

function Sections({ d, L }: { d: JobSummary; L: DisplayQuantity }) {
  const s = useStyles();
  const at = (t: number | null) => (t === null ? '-' : formatPattern(t * 1000, 'YYYY-MM-DD HH:mm', { timeZone: d.well.time_zone }));
  const len = (m: number | null | undefined) => num(L.show(m ?? null), 0);
  const k = d.kpis;
  const ropUnit = `${L.symbol}/h`;
  return (
    <div className={s.body} data-job-summary={d.well.name}>
      <Caption1 className={s.muted}>
        {[d.well.uwi, d.well.field, [d.well.county, d.well.state].filter(Boolean).join(', '), d.well.company_name, d.well.rigs.join(', ') || 'no rig']
          .filter(Boolean)
          .join(' · ')}
        {` · ${d.well.status_name}, ${d.well.stage.replace('_', ' ')} · times in ${d.well.time_zone}`}
      </Caption1>
      <section className={s.section} aria-label="Dates">
        <Body1Strong>Dates</Body1Strong>
        <Figures
          items={[
            { label: `Spud (${d.spud_from ?? 'not set'})`, value: at(d.spud) },
            { label: d.on_well ? 'Release' : 'Released', value: d.on_well ? 'still on the well' : at(d.release) },
            { label: 'Days on the well', value: num(d.days, 1), unit: 'd' },
          ]}
        />
      </section>
      <section className={s.section} aria-label="Depths">
        <Body1Strong>Depths and progress</Body1Strong>
        <Figures
          items={[
            { label: 'Depth reached', value: len(d.depth.deepest_m), unit: L.symbol },
            { label: 'Planned TD', value: len(d.well.planned_td_m), unit: L.symbol },
            { label: 'Footage', value: len(d.depth.footage_m), unit: L.symbol },
            { label: 'Footage per day', value: len(d.depth.footage_per_day_m), unit: `${L.symbol}/d` },
            { label: 'ROP', value: num(L.show(k?.rop_m_per_h ?? null), 1), unit: ropUnit },
            {
              label: 'Rotary / slide ROP',
              value: `${num(L.show(k?.rotary_rop_m_per_h ?? null), 1)} / ${num(L.show(k?.slide_rop_m_per_h ?? null), 1)}`,
              unit: ropUnit,
            },
            { label: 'Connections', value: num(k?.connections ?? null) },
            { label: 'Weight to weight (median)', value: k?.weight_to_weight_median_s == null ? '-' : formatDuration(k.weight_to_weight_median_s) },
          ]}
        />
        {d.depth.record_from === null && <Caption1 className={s.muted}>No hole-depth record for this well: depths and ROP need its drilling history.</Caption1>}
      </section>
      <section className={s.section} aria-label="Non-productive time">
        <Body1Strong>Non-productive time</Body1Strong>
        {d.npt.visible ? (
          <>
            <Figures
              items={[
                { label: 'NPT', value: num(d.npt.total_s / 3600, 1), unit: 'h' },
                { label: 'NPT share', value: d.days ? num((100 * d.npt.total_s) / (d.days * 86_400), 1) : '-', unit: '%' },
                { label: 'Troubles', value: String(d.npt.troubles) },
              ]}
            />
            {d.npt.by_type.length > 0 && (
              <div className={s.npt}>
                <VirtualTable
                  label="NPT by trouble type"
                  rows={d.npt.by_type}
                  rowKey={(r) => r.type}
                  columns={[
                    { id: 'type', header: 'Trouble', value: (r) => troubleLabel(r.type), width: 200, align: 'start' },
                    { id: 'count', header: 'Count', value: (r) => r.count, decimals: 0, width: 70 },
                    { id: 'npt', header: 'NPT', unit: 'h', value: (r) => Math.round((r.npt_s / 3600) * 100) / 100, decimals: 2, width: 90 },
                  ]}
                  exportTitle={`${d.well.name} NPT by trouble type`}
                />
              </div>
            )}
          </>
        ) : (
          <Caption1 className={s.muted}>You may not see this well's troubles (VIEW_INCIDENTS).</Caption1>
        )}
      </section>
      <section className={s.section} aria-label="Costs">
        <Body1Strong>Costs</Body1Strong>
        {d.costs ? (
          <>
            <Figures
              items={[
                { label: 'Actual to date', value: money(d.costs.total, d.costs.currency) },
                { label: `AFE${d.costs.afe_name ? ` (${d.costs.afe_name})` : ''}`, value: money(d.costs.afe_total, d.costs.currency) },
                { label: 'AFE with contingency', value: money(d.costs.afe_total_with_contingency, d.costs.currency) },
                {
                  label: 'Spent of AFE',
                  value: d.costs.afe_total ? num((100 * d.costs.total) / d.costs.afe_total, 1) : '-',
                  unit: '%',
                },
              ]}
            />
            {d.costs.note && <Caption1 className={s.muted}>{d.costs.note}</Caption1>}
          </>
        ) : (
          <Caption1 className={s.muted}>{d.costs_visible ? 'No costs before spud.' : "You may not see this well's costs (VIEW_COSTS)."}</Caption1>
        )}
      </section>
      <section className={s.section} aria-label="Surveys">
        <Body1Strong>Surveys{d.frac_stages ? ' and completion' : ''}</Body1Strong>
        {d.surveys ? (
          <Figures
            items={[
              { label: 'Survey stations', value: String(d.surveys.count) },
              { label: 'Last survey MD', value: len(d.surveys.last?.md_m), unit: L.symbol },
              { label: 'Inc / Azi', value: d.surveys.last ? `${num(d.surveys.last.inc_deg, 2)} / ${num(d.surveys.last.azi_deg, 2)}` : '-', unit: '°' },
              { label: 'Last survey TVD', value: len(d.surveys.last?.tvd_m), unit: L.symbol },
              { label: 'Surveyed at', value: at(d.surveys.last?.surveyed_at ?? null) },
              ...(d.frac_stages ? [{ label: 'Frac stages', value: String(d.frac_stages.count) }] : []),
            ]}
          />
        ) : (
          <Caption1 className={s.muted}>You may not see this well's surveys (VIEW_SURVEY).</Caption1>
        )}
      </section>
    </div>
  );
}

export default function JobSummaryPane(props: PaneProps) {
  const { visible } = usePaneActivity();
  const summary = useJobSummary(props.wellId, visible);
  const L = useDisplayUnits().length;
  return (
    <PaneFrame title={props.paneType.title} context={summary.data?.well.name} state={summary.data ? 'ready' : 'loading'}>
      <DataState wellId={props.wellId} swr={summary} what="job summary" ready={(d) => <Sections d={d} L={L} />} />
    </PaneFrame>
  );
}
