/** The well picker of the top bar: search the wells the user may see, pick one to select it. */
import { Combobox, Option, Spinner, makeStyles } from '@fluentui/react-components';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useWells } from '../../api/wells';
import { WELL_STATUSES } from '../../domain/constants/users-and-wells';
import { selection } from '../../state/selection';
import { useDebounced } from '../input/use-debounced';
import { selectWellHere } from '../selection/select-well-here';

const useStyles = makeStyles({
  box: { minWidth: '240px' },
  dot: { display: 'inline-block', width: '8px', height: '8px', borderRadius: '50%', marginRight: '6px' },
});

export function WellPicker() {
  const s = useStyles();
  const sel = useSnapshot(selection);
  const [typed, setTyped] = useState<string | null>(null);
  const search = useDebounced(typed ?? '');
  const { data, isLoading } = useWells(search);
  const wells = data?.data ?? [];
  const selectedName = sel.well?.name ?? (sel.nextWellId ? 'Loading…' : '');

  return (
    <Combobox
      className={s.box}
      aria-label="Well"
      data-well-picker
      placeholder="Select a well"
      value={typed ?? selectedName}
      selectedOptions={sel.wellId ? [sel.wellId] : []}
      onChange={(e) => setTyped(e.target.value)}
      onOpenChange={(_, d) => {
        if (!d.open) setTyped(null);
      }}
      onOptionSelect={(_, d) => {
        setTyped(null);
        if (d.optionValue) selectWellHere(d.optionValue);
      }}
      expandIcon={isLoading ? <Spinner size="extra-tiny" /> : undefined}
    >
      {wells.map((w) => {
        const status = WELL_STATUSES.find((x) => x.id === w.status);
        return (
          <Option key={String(w.id)} value={String(w.id)} text={w.name} title={status?.label}>
            <span className={s.dot} style={{ background: status?.color ?? 'transparent' }} aria-hidden />
            {w.name}
            {w.second_nav_title && w.second_nav_title !== w.name ? ` · ${w.second_nav_title}` : ''}
          </Option>
        );
      })}
      {data && wells.length === 0 && (
        <Option value="" text="" disabled>
          No wells match
        </Option>
      )}
    </Combobox>
  );
}
