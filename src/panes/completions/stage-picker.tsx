/**
 * Which stage a pane shows: a native select (Tab to it, arrows to move, typing a number jumps), so
 * it is keyboard-only by nature. Picking sets the stage for every pane of the well.
 */
import { Label, Select, makeStyles, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import type { FracStageDto } from '../../api/completions';
import { pickFracStage } from '../../state/frac-stage';

const useStyles = makeStyles({ root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS } });

export function StagePicker(p: { wellId: string; stages: readonly FracStageDto[]; value: number | null }) {
  const s = useStyles();
  const id = useId();
  return (
    <div className={s.root}>
      <Label htmlFor={id} size="small">
        Stage
      </Label>
      <Select
        id={id}
        size="small"
        data-stage-picker
        value={p.value === null ? '' : String(p.value)}
        onChange={(_, d) => pickFracStage(p.wellId, Number(d.value))}
      >
        {p.stages.map((st) => (
          <option key={st.stage_no} value={st.stage_no}>
            {`${st.stage_no} of ${p.stages.length}`}
          </option>
        ))}
      </Select>
    </div>
  );
}
