/**
 * A WITSML 1.4.1.1 store's tree in the data-source dialog (a 'custom' field beside the uid inputs):
 * "Browse the store" asks the store entered above (its URL and account; when editing with the
 * password left empty, the stored one) for its wells, then the chosen well's wellbores, then the
 * chosen wellbore's logs (a trajectory source: its trajectories; a messages source stops at the
 * wellbore), each an id-only question on the server (POST …/witsml_discovery). Choosing fills the
 * uid inputs below, which stay editable; a level with a single object is chosen at once. A store
 * that cannot be asked says why. Keyboard: Tab to the button, Enter or Space; Tab to each list, the
 * arrow keys choose.
 */
import { Button, Caption1, Field, FieldContextProvider, MessageBar, MessageBarBody, Select, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useRef, useState, type ComponentType } from 'react';
import { serverFieldError } from '../../api/admin-users';
import { discoverWitsmlStore } from '../../api/data-sources';
import type { DataSourceKind, WitsmlDiscoveryView, WitsmlStoreObjectView } from '../../domain/feeds/data-source';
import type { CustomEditorProps } from './frame/entity-decl';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  ask: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
});

type Level = 'well' | 'wellbore' | 'leaf';
const ORDER: Level[] = ['well', 'wellbore', 'leaf'];
const KEYS = { well: 'remote.uid_well', wellbore: 'remote.uid_wellbore' } as const;

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const optionText = (o: WitsmlStoreObjectView) => (o.name && o.name !== o.uid ? `${o.name} (${o.uid})` : o.uid);

function makePicker(kind: DataSourceKind): ComponentType<CustomEditorProps> {
  // A log source ends at a log, a trajectory source at a trajectory, a messages source at the wellbore.
  const leafOf =
    kind === 'log'
      ? { key: 'remote.uid_log', object: 'log' as const, label: 'Log in the store' }
      : kind === 'trajectory'
        ? { key: 'remote.uid_trajectory', object: 'trajectory' as const, label: 'Trajectory in the store' }
        : null;

  return function WitsmlStorePicker({ values, editingId, setField }: CustomEditorProps) {
    const s = useStyles();
    const [lists, setLists] = useState<Partial<Record<Level, WitsmlDiscoveryView>>>({});
    const [busy, setBusy] = useState(false);
    const [problem, setProblem] = useState<string | null>(null);
    const seq = useRef(0);
    const url = text(values.url).trim();

    async function ask(level: Level, at: { uid_well?: string; uid_wellbore?: string; object?: 'log' | 'trajectory' }) {
      const n = ++seq.current;
      setBusy(true);
      setProblem(null);
      setLists((x) => Object.fromEntries(ORDER.filter((l) => ORDER.indexOf(l) < ORDER.indexOf(level)).map((l) => [l, x[l]])));
      try {
        const { data } = await discoverWitsmlStore({
          url,
          username: text(values.username).trim() || null,
          password: text(values.password) || null,
          ...(editingId !== null ? { source_id: String(editingId) } : {}),
          ...at,
        });
        if (n !== seq.current) return null;
        setLists((x) => ({ ...x, [level]: data }));
        if (!data.ok) setProblem(data.message);
        return data;
      } catch (e) {
        if (n === seq.current) setProblem(serverFieldError(e, []).message);
        return null;
      } finally {
        if (n === seq.current) setBusy(false);
      }
    }

    const chooseLeaf = (uid: string) => {
      if (leafOf) setField(leafOf.key, uid);
    };

    async function chooseWellbore(uidWell: string, uid: string) {
      setField(KEYS.wellbore, uid);
      if (!leafOf) return;
      setField(leafOf.key, '');
      if (!uid) return setLists((x) => ({ well: x.well, wellbore: x.wellbore }));
      const d = await ask('leaf', { uid_well: uidWell, uid_wellbore: uid, object: leafOf.object });
      if (d?.ok && d.objects.length === 1) chooseLeaf(d.objects[0].uid);
    }

    async function chooseWell(uid: string) {
      setField(KEYS.well, uid);
      setField(KEYS.wellbore, '');
      if (leafOf) setField(leafOf.key, '');
      if (!uid) return setLists((x) => ({ well: x.well }));
      const d = await ask('wellbore', { uid_well: uid });
      if (d?.ok && d.objects.length === 1) await chooseWellbore(uid, d.objects[0].uid);
    }

    async function browse() {
      const d = await ask('well', {});
      if (d?.ok && d.objects.length === 1) await chooseWell(d.objects[0].uid);
    }

    const list = (level: Level, label: string, key: string, onPick: (uid: string) => void) => {
      const d = lists[level];
      if (!d?.ok) return null;
      const chosen = text(values[key]);
      const known = d.objects.some((o) => o.uid === chosen);
      return (
        <Field label={label} hint={d.objects.length ? undefined : `The store holds no ${d.level} there.`}>
          <Select value={known ? chosen : ''} onChange={(_, v) => onPick(v.value)} disabled={!d.objects.length} data-witsml-level={d.level}>
            <option value="">{d.objects.length ? `Choose one of ${d.message}` : d.message}</option>
            {d.objects.map((o) => (
              <option key={o.uid} value={o.uid}>
                {optionText(o)}
              </option>
            ))}
          </Select>
        </Field>
      );
    };

    // Its own labels: the surrounding Field's id and label would otherwise go to every list here.
    return (
      <FieldContextProvider value={undefined}>
        <div className={s.root} data-witsml-store-picker>
          <div className={s.ask}>
            <Button disabled={!url} disabledFocusable={busy} onClick={() => void browse()} title={url ? undefined : 'Enter the store URL first'}>
              Browse the store
            </Button>
            {busy && <Spinner size="tiny" label="Asking the store…" />}
          </div>
          {problem && (
            <MessageBar intent="warning" data-witsml-discovery="failed">
              <MessageBarBody>{problem}</MessageBarBody>
            </MessageBar>
          )}
          {lists.well?.ok && <Caption1 data-witsml-discovery="ok">The store answered {lists.well.message}.</Caption1>}
          {list('well', 'Well in the store', KEYS.well, (uid) => void chooseWell(uid))}
          {list('wellbore', 'Wellbore in the store', KEYS.wellbore, (uid) => void chooseWellbore(text(values[KEYS.well]), uid))}
          {leafOf && list('leaf', leafOf.label, leafOf.key, chooseLeaf)}
        </div>
      </FieldContextProvider>
    );
  };
}

/** The store browser of a source of each kind. */
export const WITSML_STORE_PICKERS: Record<DataSourceKind, ComponentType<CustomEditorProps>> = {
  log: makePicker('log'),
  trajectory: makePicker('trajectory'),
  message: makePicker('message'),
};
