/**
 * The lease operating cost rates of a producing well, shown above its Daily LOE and Breakdown and
 * edited in place (issue 19): Ctrl+E (or Edit) opens the form, Tab moves between the rates, Enter
 * applies (PATCH wells/{id}/production/rates, EDIT_PRODUCTION), Escape cancels. Per-barrel rates are
 * in the user's unit system; the form checks the draft with the server's own schema
 * (domain/production/loe-rates.ts) and names the field of each problem, as the server's 400 does.
 */
import { Caption1, Input, Label, makeStyles, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { saveLoeRates } from '../../api/production';
import { DraftProblems, useDraftEdit } from '../../features/edit-mode/use-draft-edit';
import { LOE_RATE_FIELDS, draftOfRates, patchOfDraft, rateUnit, shownRate, type LoeRatesDraft } from '../../domain/production/loe-rates';
import { LIFT_LABELS, type Lift, type LoeRates } from '../../domain/production/production-day';
import { fmtNum } from './report-units';
import { useProductionUnits } from './production-daily-views';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, padding: `2px 0` },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  form: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(210px, 1fr))', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}` },
  field: { display: 'flex', flexDirection: 'column', gap: '2px' },
  input: { width: '100%' },
});

export function LoeRatesEditor({ wellId, rates, liftNow }: { wellId: string | null; rates: LoeRates; liftNow: string }) {
  const s = useStyles();
  const u = useProductionUnits().perLiquid;
  const base = useId();
  const ed = useDraftEdit<LoeRatesDraft>({
    canEdit: () => (!wellId ? 'Select a well first' : null),
    start: () => draftOfRates(rates, u),
    isDirty: (d) => !('unchanged' in patchOfDraft(rates, d, u)),
    save: async (d) => {
      const p = patchOfDraft(rates, d, u);
      if ('problems' in p) return { problems: p.problems };
      if ('unchanged' in p) return { message: '' };
      await saveLoeRates(wellId!, p.body);
      return { message: 'LOE rates saved: every day of the period is costed again' };
    },
  });
  const lift = (Object.entries(LIFT_LABELS) as [Lift, string][]).find(([, l]) => l === liftNow)?.[0] ?? null;
  const now = (key: string, label: string) => {
    const f = LOE_RATE_FIELDS.find((x) => x.key === key)!;
    const unit = rateUnit(f.kind, u);
    return `${label} ${fmtNum(shownRate(rates, f, u), unit.decimals)}${f.kind === 'fraction' ? '' : ` ${unit.symbol}`}`;
  };
  const summary = [
    now('overhead_usd_month', 'Fixed overhead'),
    ...(lift ? [now(`lift_usd_d.${lift}`, `${liftNow} rental`), now(`power_usd_d.${lift}`, 'power')] : []),
    now('chemicals_usd_bbl', 'Chemicals'),
    now('water_disposal_usd_bbl', 'Water disposal'),
    now('oil_price_usd_bbl', 'Oil price'),
    now('nri', 'NRI'),
  ].join(' · ');
  return (
    <div className={s.root} data-loe-rates onKeyDown={ed.onKeyDown}>
      <div className={s.head}>
        <Caption1>
          <strong>LOE rates</strong> {ed.editing ? 'USD; per-barrel rates in your unit system' : summary}
        </Caption1>
        {ed.tools(!!wellId)}
      </div>
      {ed.editing && ed.draft && (
        <div className={s.form} role="group" aria-label="LOE rates">
          {LOE_RATE_FIELDS.map((f, i) => {
            const unit = rateUnit(f.kind, u);
            const id = `${base}-${i}`;
            return (
              <div key={f.key} className={s.field}>
                <Label htmlFor={id} size="small">
                  {`${f.label} (${unit.symbol})`}
                </Label>
                <Input
                  id={id}
                  className={s.input}
                  size="small"
                  inputMode="decimal"
                  data-rate={f.key}
                  autoFocus={i === 0}
                  value={ed.draft![f.key] ?? ''}
                  onChange={(_, d) => ed.setDraft({ ...ed.draft!, [f.key]: d.value })}
                />
              </div>
            );
          })}
        </div>
      )}
      <DraftProblems problems={ed.problems} />
    </div>
  );
}
