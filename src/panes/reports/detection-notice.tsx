/**
 * What detection assumed for the numbers a pane shows, in plain view above them (issue 12: never a
 * silent default): each note names the input or estimate and what was assumed instead, and the rig
 * parameters in use say where each came from (estimated, the well's override, a default).
 */
import { Button, MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { DetectionStatus } from '../../api/logs/detection';
import { displayUnit, formatValue } from '../../features/log-tracks/display-units';
import { useUnitSystem } from './use-unit-system';

const useStyles = makeStyles({
  bar: { flexShrink: 0 },
  list: { margin: `2px 0 0`, paddingLeft: '18px' },
  params: { color: tokens.colorNeutralForeground3, fontSize: '12px' },
});

/** Notes that mean a number may be wrong, not merely how the data were read. */
const WARNING_CODES = new Set(['no-hole-depth', 'no-bit-depth', 'no-hook-load', 'no-pumps', 'no-rpm', 'block-weight-default', 'block-weight-doubt', 'gaps']);
const SHOWN = 3;

const SOURCE_WORD = { estimated: 'estimated', override: "the well's setting", default: 'default' } as const;

/** "Block weight 68.7 t (estimated) · in slips below 79.0 t · on bottom within 0.5 m (default)". */
export function parametersLine(p: NonNullable<DetectionStatus['parameters']>, system: ReturnType<typeof useUnitSystem>): string {
  const t = displayUnit('t', system);
  const m = displayUnit('m', system);
  return [
    `Block weight ${formatValue(p.block_weight_t.value, t)} ${t.symbol} (${SOURCE_WORD[p.block_weight_t.source]}${p.tared_hookload ? ', hook load tared' : ''})`,
    `in slips below ${formatValue(p.slips_below_t.value, t)} ${t.symbol} (${SOURCE_WORD[p.slips_below_t.source]})`,
    `on bottom within ${formatValue(p.on_bottom_m.value, m)} ${m.symbol} (${SOURCE_WORD[p.on_bottom_m.source]})`,
  ].join(' · ');
}

export function DetectionNotice({ detection }: { detection: DetectionStatus | undefined }) {
  const s = useStyles();
  const system = useUnitSystem();
  const [all, setAll] = useState(false);
  if (!detection || detection.notes.length === 0) return null;
  const notes = [...detection.notes].sort((a, b) => Number(WARNING_CODES.has(b.code)) - Number(WARNING_CODES.has(a.code)));
  const warn = notes.some((n) => WARNING_CODES.has(n.code));
  const shown = all ? notes : notes.slice(0, SHOWN);
  return (
    <MessageBar className={s.bar} intent={warn ? 'warning' : 'info'} layout="multiline" data-detection-notice={warn ? 'warning' : 'info'}>
      <MessageBarBody>
        <MessageBarTitle>{warn ? 'Detection assumed' : 'Detection adapted to the data'}</MessageBarTitle>
        <ul className={s.list}>
          {shown.map((n) => (
            <li key={`${n.code}-${n.input}-${n.from}`} data-detection-note={n.code}>
              <b>{n.input_label}</b>: {n.message}
              {n.assumed ? ` — ${n.assumed}` : ''}
            </li>
          ))}
        </ul>
        {notes.length > SHOWN && (
          <Button appearance="transparent" size="small" onClick={() => setAll((v) => !v)}>
            {all ? 'Show fewer' : `Show all ${notes.length}`}
          </Button>
        )}
        {detection.parameters && <div className={s.params}>{parametersLine(detection.parameters, system)}</div>}
      </MessageBarBody>
    </MessageBar>
  );
}
