/**
 * Giving a role on a well or a project (to a user or a group): the kind, the record (searched),
 * the role of that kind, and Grant. The server refuses a grant on nothing (404) or a role of the
 * other kind (400); the refusal is shown as it says it.
 */
import { Button, Select, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useEntityList } from '../../../api/admin-entities';
import { serverFieldError } from '../../../api/admin-users';
import { notify } from '../../../state/notifications';
import { RecordPicker } from './record-picker';

const useStyles = makeStyles({ root: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' } });

export type ObjectType = 'WELL' | 'PROJECT';

interface Role {
  id: string;
  name: string;
  object_type: ObjectType;
}

interface Props {
  /** Only wells (the user's well roles); default both kinds. */
  kinds?: readonly ObjectType[];
  grant: (objectType: ObjectType, objectId: string, roleId: string) => Promise<unknown>;
}

export function GrantPicker({ kinds = ['WELL', 'PROJECT'], grant }: Props) {
  const s = useStyles();
  const [kind, setKind] = useState<ObjectType>(kinds[0]);
  const [objectId, setObjectId] = useState('');
  const [roleId, setRoleId] = useState('');
  const [busy, setBusy] = useState(false);
  const { data: roles } = useEntityList<Role>('admin/roles', { limit: 1000, object_type: kind });
  const choices = roles?.data ?? [];
  useEffect(() => {
    if (!choices.some((r) => r.id === roleId)) setRoleId(choices[0]?.id ?? '');
  }, [choices]);

  async function run() {
    setBusy(true);
    try {
      await grant(kind, objectId, roleId);
    } catch (e) {
      notify('error', serverFieldError(e, []).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <span className={s.root} data-grant-picker>
      {kinds.length > 1 && (
        <Select size="small" aria-label="On a" value={kind} onChange={(_, d) => setKind(d.value as ObjectType)}>
          {kinds.map((k) => (
            <option key={k} value={k}>
              {k === 'WELL' ? 'Well' : 'Project'}
            </option>
          ))}
        </Select>
      )}
      <RecordPicker
        key={kind}
        path={kind === 'WELL' ? 'wells' : 'projects'}
        noun={kind === 'WELL' ? 'well' : 'project'}
        value={objectId}
        onChange={setObjectId}
      />
      <Select size="small" aria-label="Role" value={roleId} onChange={(_, d) => setRoleId(d.value)}>
        {choices.map((r) => (
          <option key={r.id} value={r.id}>
            {r.name}
          </option>
        ))}
      </Select>
      <Button size="small" appearance="primary" disabled={busy || !objectId || !roleId} onClick={() => void run()}>
        Grant
      </Button>
    </span>
  );
}
