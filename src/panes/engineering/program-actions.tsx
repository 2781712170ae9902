/**
 * What can be done to a drilling program, as buttons with Alt access keys: Submit (a draft), Approve
 * (a submitted one), Copy (any, as a new draft) and, where the list offers it, Delete (not an approved
 * one). The server checks each permission (DRILLING_PROGRAM_SUBMIT / _APPROVE / _COPY) and says why not.
 * Approve asks the anti-collision check first: a violation of the minimum SF against a well drilled
 * before it in a pad program blocks it (a dialog with the server's reason), warnings ask "Approve
 * anyway", and a check that fails stops the approval and says so.
 */
import { Button } from '@fluentui/react-components';
import { useRef, useState } from 'react';
import { approvalClearance, copyProgram, deleteProgram, programAction, type ApprovalClearance } from '../../api/engineering/drilling-programs';
import type { ProgramStatus } from '../../domain/engineering/drilling-program';
import { askConfirm } from '../../state/confirmations';
import { notify } from '../../state/notifications';
import { errorText } from '../directional/shared/pane-states';
import { ApprovalBlockedDialog, type ApprovalBlock } from './approval-blocked-dialog';

interface Target {
  id: string;
  well_id: string;
  name: string;
  status: ProgramStatus;
}

export const copyName = (name: string) => `${name} (copy ${new Date().toISOString().slice(0, 16).replace('T', ' ')})`;

export function ProgramActions({ p, withDelete, onDeleted }: { p: Target; withDelete?: boolean; onDeleted?(): void }) {
  const [busy, setBusy] = useState(false);
  const [block, setBlock] = useState<ApprovalBlock | null>(null);
  // The dialogs are opened from code, not a DialogTrigger, so Fluent does not put focus back: we do.
  const approveButton = useRef<HTMLButtonElement>(null);
  const backToApprove = () => requestAnimationFrame(() => approveButton.current?.focus());
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
  const approve = async () => {
    setBusy(true);
    let check: ApprovalClearance;
    try {
      check = await approvalClearance(p.well_id, p.id);
    } catch (e) {
      setBlock({
        title: `${p.name} not approved`,
        message: `The anti-collision check could not be made (${errorText(e)}), so nothing was approved. Try again.`,
      });
      return;
    } finally {
      setBusy(false);
    }
    if (check.violation) {
      setBlock({ title: `Approval blocked: ${check.violation.well}`, message: check.violation.message });
      return;
    }
    if (check.warnings.length) {
      const message = check.warnings.map((w) => w.message).join(' ');
      if (!(await askConfirm({ title: `Approve ${p.name}?`, message, confirmLabel: 'Approve anyway', focusConfirm: true }))) {
        backToApprove();
        return;
      }
    }
    await run(() => programAction(p.well_id, p.id, 'approve'), `${p.name} approved`, `${p.name} not approved`);
  };
  return (
    <>
      <ApprovalBlockedDialog
        block={block}
        onClose={() => {
          setBlock(null);
          backToApprove();
        }}
      />
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
        <Button size="small" ref={approveButton} accessKey="a" disabled={busy} onClick={() => void approve()}>
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
