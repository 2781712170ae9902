/**
 * Share a copy of an alert or report subscription: type a name or e-mail and the server finds the
 * users who may receive it (share_candidates searches every user, not a first page), then give one of
 * them their own copy (share_copy). A refusal (already has a copy, may not see the well) shows on the
 * user field.
 */
import { Button, Caption1, Field, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { serverFieldError } from '../api/admin-users';
import { shareCopy, useShareCandidates, type SharedList } from '../api/share-copies';
import { useDebounced } from '../features/input/use-debounced';

const useStyles = makeStyles({
  form: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    alignItems: 'start',
    maxWidth: '880px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM} ${tokens.spacingVerticalS}`,
    margin: `${tokens.spacingVerticalXS} 0`,
  },
  legend: { padding: `0 ${tokens.spacingHorizontalXS}`, fontWeight: tokens.fontWeightSemibold },
  control: { width: '100%', minWidth: 0 },
  actions: { gridColumn: '1 / -1', display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

/** What the form says when no one may receive a copy, per list. */
const NO_ONE: Record<SharedList, string> = {
  alerts: 'No one else may watch this well for this alert type',
  reports: 'No one else may receive this report',
};
/** The row's data attribute prefix, per list (data-alert-share, data-report-share). */
const ATTR: Record<SharedList, string> = { alerts: 'alert', reports: 'report' };

export function ShareCopyForm({ list: kind, sub, onDone }: { list: SharedList; sub: { id: string; name: string }; onDone(): void }) {
  const s = useStyles();
  const [search, setSearch] = useState('');
  const asked = useDebounced(search.trim());
  const candidates = useShareCandidates(kind, sub.id, asked);
  const list = candidates.data?.data ?? [];
  const [userId, setUserId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const chosen = list.find((u) => u.id === userId) ? userId : (list[0]?.id ?? '');

  async function share(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setDone(null);
    if (!chosen) return setError('Choose a user');
    const who = list.find((u) => u.id === chosen);
    try {
      await shareCopy(kind, sub.id, [chosen]);
      setDone(`Shared a copy with ${who?.name ?? 'the user'}`);
    } catch (err) {
      // The server names the user by id; the form names them as listed.
      setError(serverFieldError(err, []).message.replace(chosen, who?.name ?? chosen));
    }
  }

  return (
    <form onSubmit={(e) => void share(e)} {...{ [`data-${ATTR[kind]}-share`]: sub.id }} aria-label={`Share ${sub.name}`}>
      <fieldset className={s.form}>
        <legend className={s.legend}>Share a copy</legend>
        <Field label="Find a user (name or e-mail)">
          <Input className={s.control} value={search} onChange={(_, d) => setSearch(d.value)} data-field="share-search" />
        </Field>
        <Field
          label="Share a copy with"
          validationMessage={
            error ?? (list.length === 0 && candidates.data ? (asked ? `No one who may receive it matches "${asked}"` : NO_ONE[kind]) : undefined)
          }
          hint={candidates.data?.more ? `The first ${list.length} who may receive it: type a name or e-mail to find others` : undefined}
        >
          <Select className={s.control} value={chosen} onChange={(_, d) => setUserId(d.value)} data-field="share-user">
            {list.map((u) => (
              <option key={u.id} value={u.id}>
                {u.name} ({u.email})
              </option>
            ))}
          </Select>
        </Field>
        <div className={s.actions}>
          <Button appearance="primary" type="submit" disabled={!chosen}>
            Share copy
          </Button>
          <Button type="button" onClick={onDone}>
            Close
          </Button>
          {done && (
            <Caption1 role="status" {...{ [`data-${ATTR[kind]}-shared`]: '' }}>
              {done}
            </Caption1>
          )}
        </div>
      </fieldset>
    </form>
  );
}
