/**
 * AC Risk: the well's anti-collision risk in one look: the worst level over all offsets, overall and
 * ahead of the last survey, which offset and where; then every offset's level.
 */
import { Body1, Caption1, Subtitle2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useAcRisk, type AcRiskAnswer, type AcWorst, type RiskLevel } from '../../../api/directional';
import { VirtualTable, type ColumnDef } from '../../../features/virtual-table';
import { riskTone, riskWord } from '../shared/ac-columns';
import { depthText } from '../shared/context';
import { DataState } from '../shared/pane-states';
import type { DirectionalPane } from '../shared/use-directional-pane';
import { formatDecimals } from '../../../domain/format';

const useStyles = makeStyles({
  cards: { display: 'flex', gap: tokens.spacingHorizontalM, padding: tokens.spacingHorizontalM, flexWrap: 'wrap', flexShrink: 0 },
  card: { flexGrow: 1, flexBasis: '260px', padding: tokens.spacingHorizontalM, borderRadius: tokens.borderRadiusMedium, border: `1px solid ${tokens.colorNeutralStroke2}`, display: 'flex', flexDirection: 'column', gap: '2px' },
  stop: { borderLeft: `6px solid ${tokens.colorPaletteRedBorderActive}`, backgroundColor: tokens.colorPaletteRedBackground1 },
  warning: { borderLeft: `6px solid ${tokens.colorPaletteDarkOrangeBorderActive}`, backgroundColor: tokens.colorPaletteYellowBackground1 },
  ok: { borderLeft: `6px solid ${tokens.colorPaletteGreenBorderActive}` },
  table: { display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0 },
});

type Row = AcRiskAnswer['offsets'][number];

function RiskCard({ title, level, label, worst, pane }: { title: string; level: RiskLevel; label: string; worst: AcWorst | null; pane: DirectionalPane }) {
  const s = useStyles();
  return (
    <div className={mergeClasses(s.card, s[level])} data-risk-card={level}>
      <Caption1>{title}</Caption1>
      <Subtitle2>{label}</Subtitle2>
      {worst ? (
        <Body1>
          SF {formatDecimals(worst.sf, 2)} to {worst.name} at {depthText(pane.units, worst.ref_md)} MD (C-C {formatDecimals(pane.units.length.show(worst.cc), 1)} {pane.units.length.symbol})
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
            <RiskCard title="Whole well" level={d.level} label={d.label} worst={d.worst} pane={pane} />
            <RiskCard
              title={d.ahead.from_md === null ? 'Ahead (no survey yet)' : `Ahead of the last survey (${depthText(pane.units, d.ahead.from_md)})`}
              level={d.ahead.level}
              label={d.ahead.label}
              worst={d.ahead.worst}
              pane={pane}
            />
          </div>
          <div className={s.table}>
            <VirtualTable label="Risk by offset" rows={d.offsets} columns={columns} rowKey={(r) => r.well_id} onActivate={(r) => r.min_sf_ref_md !== null && pane.cursor.set(r.min_sf_ref_md)} />
          </div>
        </>
      )}
    />
  );
}
