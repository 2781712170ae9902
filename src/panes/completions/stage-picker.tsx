/**
 * Which stage a pane shows: a native select (Tab to it, arrows to move, typing a number jumps), so
 * it is keyboard-only by nature. Picking sets the stage for every pane of the well.
 */
import { Label, Select, makeStyles, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { pickFracStage } from '../../state/frac-stage';

const useStyles = makeStyles({ root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS } });

/** `stages` the ones to offer (e.g. those with a wireline run); `total` the well's stage count shown as 'n of total'. */
/** `live` the stage being pumped now, offered after the recorded ones. */
export function StagePicker(p: { wellId: string; stages: readonly { stage_no: number }[]; value: number | null; total?: number; live?: number | null }) {
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
            {`${st.stage_no} of ${p.total ?? p.stages.length}`}
          </option>
        ))}
        {p.live != null && (
          <option key="live" value={p.live}>
            {`${p.live} live`}
          </option>
        )}
      </Select>
    </div>
  );
}
