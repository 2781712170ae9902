/**
 * An offset well's stage to compare against (Stage Comparison Log): the frac wells near the pane's
 * well come from GET completions/{id}/offset_search (only those whose frac the user may view), each
 * named with its distance, stage count, proppant, mean ISIP and frac dates; picking one offers its
 * stages (the same stage number as the shown one by default) and fetches that stage's lines with
 * the pane's alignment. Both are native selects: Tab to them, arrows to move.
 */
import { Label, Select, makeStyles, tokens } from '@fluentui/react-components';
import { useId, useState, type ReactNode } from 'react';
import { fetchFracCompare, fetchFracOffsets, fetchFracStages, type StageLinesDto } from '../../api/completions';
import type { FracOffsetWell } from '../../domain/completions/frac-offset-well';
import { useOwnedSWR } from '../../api/owned-swr';
import { showDayRangeS } from '../../features/format/user-format';
import { fmtUnit, type FracUnits } from './frac-units';

/** Offsets are searched this far from the well: a basin's frac wells, not only the pad's. */
const OFFSET_RADIUS_M = 50_000;

const useStyles = makeStyles({
  field: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  // The offset's option names its figures: the closed select shows what fits.
  well: { maxWidth: '320px' },
});

const distance = (m: number, f: FracUnits) => (f.length.symbol === 'm' ? `${(m / 1000).toFixed(1)} km` : `${(m / 1609.344).toFixed(1)} mi`);

const offsetText = (w: FracOffsetWell, f: FracUnits) =>
  `${w.name}, ${distance(w.distance_m, f)}: ${w.stages} stages, ${fmtUnit(w.proppant_kg, f.mass)} ${f.mass.symbol}, ${fmtUnit(w.clean_m3, f.volume)} ${f.volume.symbol}, ISIP ${fmtUnit(w.mean_isip_mpa, f.pressure)} ${f.pressure.symbol}, ${showDayRangeS(w.frac_start_s, w.frac_end_s)}`;

export interface OffsetStage {
  tools: ReactNode;
  /** The picked offset stage's lines, once fetched; null when none is picked. */
  lines: StageLinesDto | null;
  name: string | null;
  error: string | null;
}

export function useOffsetStage(
  wellId: string | null,
  shown: number | null,
  align: 'start' | 'breakdown',
  width: number,
  visible: boolean,
  f: FracUnits,
): OffsetStage {
  const s = useStyles();
  const ids = { well: useId(), stage: useId() };
  const [picked, setPicked] = useState<{ forWell: string | null; offset: string; stage: number | null }>({ forWell: wellId, offset: '', stage: null });
  // A pane moved to another well forgets the offset picked for the last one.
  const offset = picked.forWell === wellId ? picked.offset : '';
  const offsets = useOwnedSWR(`frac/offsets|${wellId}`, wellId && visible ? ['frac', wellId, 'offsets', OFFSET_RADIUS_M] : null, () =>
    fetchFracOffsets(wellId!, OFFSET_RADIUS_M),
  );
  const wells = offsets.data?.data.wells ?? [];
  const stagesSwr = useOwnedSWR(`frac/stages|${offset}`, offset && visible ? ['frac', offset, 'stages'] : null, () => fetchFracStages(offset), {
    revalidateOnFocus: false,
  });
  const offStages = stagesSwr.data?.data.stages.map((x) => x.stage_no) ?? [];
  const stage =
    picked.forWell === wellId && picked.stage !== null && offStages.includes(picked.stage)
      ? picked.stage
      : offStages.includes(shown ?? -1)
        ? shown
        : (offStages.at(-1) ?? null);
  const cmp = useOwnedSWR(
    `frac/compare|${offset}`,
    offset && stage !== null && visible ? ['frac', offset, 'compare', String(stage), align] : null,
    () => fetchFracCompare(offset, { stages: [stage!], align, width }),
    { revalidateOnFocus: false },
  );
  const well = wells.find((w) => w.well_id === offset);
  const err = offsets.error ?? stagesSwr.error ?? cmp.error;
  const tools = wellId ? (
    <>
      <div className={s.field}>
        <Label htmlFor={ids.well} size="small">
          offset
        </Label>
        <Select
          id={ids.well}
          size="small"
          className={s.well}
          data-offset-well
          value={offset}
          onChange={(_, d) => setPicked({ forWell: wellId, offset: d.value, stage: null })}
          disabled={!wells.length && !offset}
        >
          <option value="">{offsets.isLoading ? 'searching…' : wells.length ? 'no offset' : `no frac well within ${distance(OFFSET_RADIUS_M, f)}`}</option>
          {wells.map((w) => (
            <option key={w.well_id} value={w.well_id}>
              {offsetText(w, f)}
            </option>
          ))}
        </Select>
      </div>
      {offset && offStages.length > 0 && (
        <div className={s.field}>
          <Label htmlFor={ids.stage} size="small">
            its stage
          </Label>
          <Select
            id={ids.stage}
            size="small"
            data-offset-stage
            value={stage === null ? '' : String(stage)}
            onChange={(_, d) => setPicked({ forWell: wellId, offset, stage: Number(d.value) })}
          >
            {offStages.map((n) => (
              <option key={n} value={n}>{`${n} of ${offStages.length}`}</option>
            ))}
          </Select>
        </div>
      )}
    </>
  ) : null;
  const line = offset && stage !== null ? (cmp.data?.data.stages[0] ?? null) : null;
  return {
    tools,
    lines: line,
    name: line && well ? `${well.name} stage ${line.stage_no}` : null,
    error: err ? String((err as Error).message || err) : null,
  };
}
