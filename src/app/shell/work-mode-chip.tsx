/** The stage mode in the top bar (OFFICE or FIELD, domain/constants/display.ts): shows it, and switches it like the palette's 'Stage mode' commands. */
import { Button, Tooltip } from '@fluentui/react-components';
import { useSnapshot } from 'valtio';
import { DEFAULT_WORK_MODE, WORK_MODES } from '../../domain/constants/display';
import { setPreference } from '../../features/preferences/save-preferences';
import { preferences } from '../../state/preferences';

export function WorkModeChip() {
  const prefs = useSnapshot(preferences);
  const mode = WORK_MODES.find((m) => m.id === (prefs.work_mode ?? DEFAULT_WORK_MODE)) ?? WORK_MODES[0];
  const other = WORK_MODES.find((m) => m.id !== mode.id)!;
  return (
    <Tooltip content={`${mode.label} mode: ${mode.hint}. Switch to ${other.label.toLowerCase()}.`} relationship="description">
      <Button
        size="small"
        appearance={mode.id === 'FIELD' ? 'primary' : 'subtle'}
        data-work-mode={mode.id}
        onClick={() => void setPreference('work_mode', other.id)}
      >
        {mode.id}
      </Button>
    </Tooltip>
  );
}
