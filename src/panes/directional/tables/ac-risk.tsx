/**
 * AC Risk: the well's anti-collision risk in one look. First the advice for now, which depends on
 * where the bit is (a passed close approach is history, one against an undrilled offset is a planning
 * risk, "stop" only for hole ahead of the bit within the look-ahead); then the lowest SF overall and
 * ahead of the last survey; then every offset's level and advice.
 */
import { Body1, Caption1, Subtitle2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useAcRisk, type AcAdvice, type AcRiskAnswer, type AcWorst, type RiskLevel } from '../../../api/directional';
import { VirtualTable, type ColumnDef } from '../../../features/virtual-table';
import { riskTone, riskWord } from '../shared/ac-columns';
import { depthText } from '../shared/context';
import { DataState } from '../shared/pane-states';
import type { DirectionalPane } from '../shared/use-directional-pane';
import { formatDecimals } from '../../../domain/format';

const useStyles = makeStyles({
  cards: { display: 'flex', gap: tokens.spacingHorizontalM, padding: tokens.spacingHorizontalM, flexWrap: 'wrap', flexShrink: 0 },
  card: {
    flexGrow: 1,
    flexBasis: '260px',
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
  },
  stop: { borderLeft: `6px solid ${tokens.colorPaletteRedBorderActive}`, backgroundColor: tokens.colorPaletteRedBackground1 },
  warning: { borderLeft: `6px solid ${tokens.colorPaletteDarkOrangeBorderActive}`, backgroundColor: tokens.colorPaletteYellowBackground1 },
  ok: { borderLeft: `6px solid ${tokens.colorPaletteGreenBorderActive}` },
  caution: { borderLeft: `6px solid ${tokens.colorPaletteYellowBorderActive}` },
  info: { borderLeft: `6px solid ${tokens.colorNeutralStroke1}` },
  table: { display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0 },
});

type Row = AcRiskAnswer['offsets'][number];

/** What the SF level says by itself, without advice (that depends on the bit: see the Now card). */
const SF_MEANING: Record<RiskLevel, string> = { stop: 'Envelopes overlap (SF below 1.0)', warning: 'Close (SF below 1.5)', ok: 'Clear' };

const KIND_TITLE: Record<AcAdvice['kind'], string> = {
  'act-now': 'Ahead of the bit',
  ahead: 'Ahead, beyond the look-ahead',
  planning: 'Planning risk',
  passed: 'Passed (drilled)',
  clear: 'Clear',
};

/** The advice in the user's units: what to do, and why (how far from the bit, against which well). */
function adviceText(a: AcAdvice & { name?: string }, d: AcRiskAnswer, pane: DirectionalPane): string {
  const sf = a.sf === null ? '-' : a.sf.toFixed(2);
  const at = depthText(pane.units, a.ref_md);
  const to = a.name ? ` to ${a.name}` : '';
  switch (a.kind) {
    case 'act-now': {
      const ahead = d.bit.md === null || a.ref_md === null ? '' : ` ${depthText(pane.units, a.ref_md - d.bit.md, 0)} ahead of the bit,`;
      return `${a.severity === 'stop' ? 'Stop drilling' : 'Proceed under the risk plan'}: SF ${sf}${to}${ahead} at ${at} MD.`;
    }
    case 'ahead':
      return `Review before reaching it: SF ${sf}${to} at ${at} MD, beyond the ${depthText(pane.units, d.look_ahead_m, 0)} look-ahead.`;
    case 'planning':
      return `Re-plan or sequence the wells: SF ${sf}${to} at ${at} MD is against the offset's plan, not drilled there yet.`;
    case 'passed':
      return `Nothing to do now: SF ${sf}${to} at ${at} MD is above the bit, in drilled hole.`;
    case 'clear':
      return 'No offset below the warning threshold.';
  }
}

function bitText(d: AcRiskAnswer, pane: DirectionalPane): string {
  if (d.bit.md === null) return 'Not spudded: every approach is ahead.';
  const src = d.bit.source === 'live' ? 'live hole depth' : 'last survey; no live depth';
  return `Drilled to ${depthText(pane.units, d.bit.md)} MD (${src}) · look-ahead ${depthText(pane.units, d.look_ahead_m, 0)}`;
}

function AdviceCard({ d, pane }: { d: AcRiskAnswer; pane: DirectionalPane }) {
  const s = useStyles();
  const a = d.advice;
  const tone =
    a.severity === 'stop' ? s.stop : a.severity === 'warning' ? s.warning : a.severity === 'caution' ? s.caution : a.kind === 'clear' ? s.ok : s.info;
  return (
    <div className={mergeClasses(s.card, tone)} data-advice={a.kind} data-advice-severity={a.severity}>
      <Caption1>Now · {KIND_TITLE[a.kind]}</Caption1>
      <Subtitle2>{adviceText(a, d, pane)}</Subtitle2>
      <Caption1>{bitText(d, pane)}</Caption1>
    </div>
  );
}

function RiskCard({ title, level, label, worst, pane }: { title: string; level: RiskLevel; label: string; worst: AcWorst | null; pane: DirectionalPane }) {
  const s = useStyles();
  return (
    <div className={mergeClasses(s.card, s[level])} data-risk-card={level}>
      <Caption1>{title}</Caption1>
      <Subtitle2>{label}</Subtitle2>
      {worst ? (
        <Body1>
          SF {formatDecimals(worst.sf, 2)} to {worst.name} at {depthText(pane.units, worst.ref_md)} MD (C-C{' '}
          {formatDecimals(pane.units.length.show(worst.cc), 1)} {pane.units.length.symbol})
        </Body1>
      ) : (
        <Body1>No offset in range.</Body1>
      )}
    </div>
  );
}

export function AcRisk({ pane }: { pane: DirectionalPane }) {
  const s = useStyles();
  const risk = useAcRisk(pane.wellId, pane.active);
  const columns = useMemo<ColumnDef<Row>[]>(
    () => [
      { id: 'name', header: 'Offset well', value: (r) => r.name, width: 180, align: 'start' },
      { id: 'level', header: 'Risk', value: (r) => riskWord(r.level), tone: (r) => riskTone(r.level), width: 90, align: 'start' },
      { id: 'min_sf', header: 'Min SF', value: (r) => r.min_sf, decimals: 2, tone: (r) => riskTone(r.level), width: 80 },
      { id: 'at', header: 'at MD', unit: pane.units.length.symbol, value: (r) => pane.units.length.show(r.min_sf_ref_md), decimals: 1, width: 96 },
      {
        id: 'drilled',
        header: 'Offset drilled to',
        unit: pane.units.length.symbol,
        value: (r) => pane.units.length.show(r.drilled_to_md),
        decimals: 1,
        width: 120,
        description: 'Deepest survey of the offset; empty: not drilled (plan only)',
      },
      {
        id: 'advice',
        header: 'Advice',
        value: (r) => KIND_TITLE[r.advice.kind],
        tone: (r) => (r.advice.severity === 'stop' ? 'danger' : r.advice.severity === 'warning' ? 'warning' : undefined),
        width: 170,
        align: 'start',
        description: 'What the closest approaches mean given where the bit is',
      },
    ],
    [pane.units],
  );
  return (
    <DataState
      wellId={pane.wellId}
      swr={risk}
      what="anti-collision risk"
      ready={(d) => (
        <>
          <div className={s.cards}>
            <AdviceCard d={d} pane={pane} />
            <RiskCard title="Lowest SF, whole well" level={d.level} label={SF_MEANING[d.level]} worst={d.worst} pane={pane} />
            <RiskCard
              title={d.ahead.from_md === null ? 'Ahead (no survey yet)' : `Ahead of the last survey (${depthText(pane.units, d.ahead.from_md)})`}
              level={d.ahead.level}
              label={SF_MEANING[d.ahead.level]}
              worst={d.ahead.worst}
              pane={pane}
            />
          </div>
          <div className={s.table}>
            <VirtualTable
              label="Risk by offset"
              rows={d.offsets}
              columns={columns}
              rowKey={(r) => r.well_id}
              onActivate={(r) => r.min_sf_ref_md !== null && pane.cursor.set(r.min_sf_ref_md)}
            />
          </div>
        </>
      )}
    />
  );
}
