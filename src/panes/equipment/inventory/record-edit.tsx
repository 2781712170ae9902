/**
 * Edit mode of the equipment tables, written once: Ctrl+E (or Edit) enters it, showing New…,
 * Delete and, on Enter over a row, the record's form; each form saves on its own (the server
 * validates and audits it); Escape or Done leaves. The workspace's edit verbs drive it, as in the
 * other editable panes, so the edit counter and the palette are the product's.
 */
import { Button, Tooltip } from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import { deleteEntity, refreshEntities } from '../../../api/admin-entities';
import { serverFieldError } from '../../../api/admin-users';
import { EditButton, EditingTools } from '../../../features/edit-mode/edit-tools';
import { useEditMode } from '../../../features/edit-mode/use-edit-mode';
import { askConfirm } from '../../../state/confirmations';
import { notify } from '../../../state/notifications';
import type { EntityRow } from '../../admin/frame/entity-decl';
import { EntityFormDialog, type FormTarget } from '../../admin/frame/entity-form-dialog';

type FormDecl<Row> = Parameters<typeof EntityFormDialog<Row & EntityRow>>[0]['decl'];

export interface RecordEdit<Row> {
  editing: boolean;
  /** Enter on a row: its form while editing, else `otherwise` (open it). */
  activate(row: Row, otherwise?: () => void): void;
  /** The bar's tools: Edit, or New / Delete / Done while editing. */
  tools: ReactNode;
  /** The open form, if any. */
  dialog: ReactNode;
}

export function useRecordEdit<Row extends EntityRow>(p: {
  /** null when the user may edit now, else why not (shown on the disabled Edit button). */
  refusal: string | null;
  decl: FormDecl<Row> | null;
  selected: Row | undefined;
  /** What a new record starts with (form units). */
  preset?: Record<string, unknown>;
  /** After a save or a delete: answers to read again beyond the form's own path. */
  onChanged?: () => void;
  /** Refuses editing one record (a shipment on the road): why, or null. */
  rowRefusal?: (row: Row) => string | null;
  describe: (row: Row) => string;
}): RecordEdit<Row> {
  const [form, setForm] = useState<FormTarget<Row & EntityRow> | null>(null);
  const edit = useEditMode({
    canEdit: () => p.refusal,
    start: () => setForm(null),
    apply: async () => true,
    discard: () => setForm(null),
  });
  const changed = () => {
    if (p.decl) void refreshEntities(p.decl.path);
    p.onChanged?.();
  };
  const openEdit = (row: Row) => {
    const why = p.rowRefusal?.(row);
    if (why) notify('warning', why);
    else setForm({ mode: 'edit', row });
  };

  async function remove(row: Row) {
    if (!p.decl) return;
    if (!(await askConfirm({ title: `Delete ${p.decl.noun.toLowerCase()}`, message: `Delete ${p.describe(row)}?`, confirmLabel: 'Delete' }))) return;
    try {
      await deleteEntity(p.decl.path, String(row.id));
      notify('success', `${p.describe(row)} deleted`);
      changed();
    } catch (e) {
      notify('error', serverFieldError(e, []).message);
    }
  }

  const tools = edit.editing ? (
    <EditingTools busy={false} onCancel={edit.cancel} onApply={() => void edit.apply()}>
      <Button size="small" onClick={() => setForm({ mode: 'create', preset: p.preset })} data-record-new>
        {`New ${p.decl?.noun.toLowerCase() ?? ''}`}
      </Button>
      <Tooltip content="Enter on a row" relationship="description">
        <Button size="small" disabled={!p.selected} onClick={() => p.selected && openEdit(p.selected)}>
          Edit…
        </Button>
      </Tooltip>
      <Button size="small" disabled={!p.selected} onClick={() => p.selected && void remove(p.selected)}>
        Delete
      </Button>
    </EditingTools>
  ) : (
    <EditButton onEnter={edit.enter} disabled={p.refusal !== null} hint={p.refusal ?? 'Ctrl+E'} />
  );

  const dialog =
    form && p.decl ? (
      <EntityFormDialog<Row & EntityRow>
        decl={p.decl}
        target={form}
        onClose={() => setForm(null)}
        onSaved={(r) => {
          setForm(null);
          notify('success', `${p.describe(r)} saved`);
          changed();
        }}
      />
    ) : null;

  return {
    editing: edit.editing,
    activate: (row, otherwise) => (edit.editing ? openEdit(row) : otherwise?.()),
    tools,
    dialog,
  };
}
