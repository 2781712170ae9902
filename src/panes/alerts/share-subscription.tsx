/**
 * Share an alert subscription: find a user who may watch the subscription's well for its type (the
 * server's share_candidates), give them their own copy (share_copy). A refusal (already has a copy,
 * may not see the well) shows on the user field.
 */
import { Button, Caption1, Field, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { serverFieldError } from '../../api/admin-users';
import { shareSubscription, useShareCandidates, type AlertSubscription } from '../../api/alerts';

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

export function ShareSubscription({ sub, onDone }: { sub: AlertSubscription; onDone(): void }) {
  const s = useStyles();
  const [search, setSearch] = useState('');
  const candidates = useShareCandidates(sub.id, search.trim());
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
      await shareSubscription(sub.id, [chosen]);
      setDone(`Shared a copy with ${who?.name ?? 'the user'}`);
    } catch (err) {
      // The server names the user by id; the form names them as listed.
      setError(serverFieldError(err, []).message.replace(chosen, who?.name ?? chosen));
    }
  }

  return (
    <form onSubmit={(e) => void share(e)} data-alert-share={sub.id} aria-label={`Share ${sub.name}`}>
      <fieldset className={s.form}>
        <legend className={s.legend}>Share a copy</legend>
        <Field label="Find a user (name or e-mail)">
          <Input className={s.control} value={search} onChange={(_, d) => setSearch(d.value)} data-field="share-search" />
        </Field>
        <Field
          label="Share a copy with"
          validationMessage={error ?? (list.length === 0 && candidates.data ? 'No one else may watch this well for this alert type' : undefined)}
          hint={candidates.data?.more ? `The first ${list.length} who may watch it: type a name or e-mail to find others` : undefined}
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
            <Caption1 role="status" data-alert-shared>
              {done}
            </Caption1>
          )}
        </div>
      </fieldset>
    </form>
  );
}
