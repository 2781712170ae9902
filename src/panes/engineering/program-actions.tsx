/**
 * What can be done to a drilling program, as buttons with Alt access keys: Submit (a draft), Approve
 * (a submitted one), Copy (any, as a new draft) and, where the list offers it, Delete (not an approved
 * one). The server checks each permission (DRILLING_PROGRAM_SUBMIT / _APPROVE / _COPY) and says why not.
 */
import { Button } from '@fluentui/react-components';
import { useState } from 'react';
import { copyProgram, deleteProgram, programAction } from '../../api/engineering/drilling-programs';
import type { ProgramStatus } from '../../domain/engineering/drilling-program';
import { notify } from '../../state/notifications';
import { errorText } from '../directional/shared/pane-states';

interface Target {
  id: string;
  well_id: string;
  name: string;
  status: ProgramStatus;
}

export const copyName = (name: string) => `${name} (copy ${new Date().toISOString().slice(0, 16).replace('T', ' ')})`;

export function ProgramActions({ p, withDelete, onDeleted }: { p: Target; withDelete?: boolean; onDeleted?(): void }) {
  const [busy, setBusy] = useState(false);
  const run = async (what: () => Promise<unknown>, done: string, fail: string) => {
    setBusy(true);
    try {
      await what();
      notify('success', done);
      return true;
    } catch (e) {
      notify('error', `${fail}: ${errorText(e)}`);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {p.status === 'draft' && (
        <Button
          size="small"
          accessKey="s"
          disabled={busy}
          onClick={() => void run(() => programAction(p.well_id, p.id, 'submit'), `${p.name} submitted for approval`, `${p.name} not submitted`)}
        >
          Submit
        </Button>
      )}
      {p.status === 'submitted' && (
        <Button
          size="small"
          accessKey="a"
          disabled={busy}
          onClick={() => void run(() => programAction(p.well_id, p.id, 'approve'), `${p.name} approved`, `${p.name} not approved`)}
        >
          Approve
        </Button>
      )}
      <Button
        size="small"
        accessKey="c"
        disabled={busy}
        onClick={() => {
          const name = copyName(p.name);
          void run(() => copyProgram(p.well_id, p.id, name), `${name} made as a draft`, `${p.name} not copied`);
        }}
      >
        Copy
      </Button>
      {withDelete && p.status !== 'approved' && (
        <Button
          size="small"
          disabled={busy}
          onClick={() =>
            void run(() => deleteProgram(p.well_id, p.id), `${p.name} deleted`, `${p.name} not deleted`).then((ok) => {
              if (ok) onDeleted?.();
            })
          }
        >
          Delete
        </Button>
      )}
    </>
  );
}
