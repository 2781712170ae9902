/**
 * The detail screen of one declared record: its fields (read from the same declarations as the
 * form), Edit (the form dialog) and Delete (asked first, then back to the list), the entity's own
 * actions, and its related sections below (a company's employees and wells). Missing record: a
 * plain "not found" state, never a crash.
 */
import { Button, Caption1, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { deleteEntity, refreshEntities, useEntity } from '../../../api/admin-entities';
import { serverFieldError } from '../../../api/admin-users';
import { askConfirm } from '../../../state/confirmations';
import { notify } from '../../../state/notifications';
import { session } from '../../../state/session';
import { PaneFrame } from '../../directional/shared/pane-frame';
import { choiceLabel, type EntityDecl, type EntityRow, type FieldDecl } from './entity-decl';
import { EntityFormDialog } from './entity-form-dialog';
import { openRecord } from './open-record';

const useStyles = makeStyles({
  body: { padding: tokens.spacingHorizontalM, gap: tokens.spacingVerticalL, overflow: 'auto' },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    margin: 0,
  },
  fact: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  value: { margin: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

/** A field's value as read: a choice's label, a reference's name (`company_id` → `company_name`), Yes / No. */
function factText(f: FieldDecl, row: Record<string, unknown>): string {
  const v = row[f.key];
  if (f.input === 'switch') return v ? 'Yes' : 'No';
  if (f.input === 'choice') return choiceLabel(f.options, v) || '—';
  if (f.input === 'reference') return v ? String(row[f.key.replace(/_id$/, '_name')] ?? v) : '—';
  return v === null || v === undefined || v === '' ? '—' : String(v);
}

interface Props<Row extends EntityRow> {
  decl: EntityDecl<Row>;
  id: string | undefined;
  /** Buttons beside Edit and Delete (suspend, reset password…). */
  actions?: (row: Row) => ReactNode;
  /** Sections under the fields. */
  children?: (row: Row) => ReactNode;
  canDelete?: (row: Row) => boolean;
  /** Who may edit and delete (default: administrators). */
  canWrite?: boolean;
}

export function EntityDetailPane<Row extends EntityRow>({ decl, id, actions, children, canDelete, canWrite }: Props<Row>) {
  const s = useStyles();
  const { isAdmin } = useSnapshot(session);
  const writes = canWrite ?? isAdmin;
  const { data: row, error, mutate } = useEntity<Row>(decl.path, id ?? null);
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);

  async function remove(r: Row) {
    if (!(await askConfirm({ title: `Delete ${decl.noun.toLowerCase()}`, message: `Delete ${decl.title(r)}? This cannot be undone.`, confirmLabel: 'Delete' })))
      return;
    setBusy(true);
    try {
      await deleteEntity(decl.path, String(r.id));
      notify('success', `${decl.noun} ${decl.title(r)} deleted`);
      void refreshEntities(decl.path);
      await openRecord(decl.listRoute, null, decl.plural);
    } catch (e) {
      notify('error', serverFieldError(e, []).message);
    } finally {
      setBusy(false);
    }
  }

  if (!id) return <Text data-pane-message="empty">{`No ${decl.noun.toLowerCase()} chosen.`}</Text>;
  return (
    <PaneFrame
      title={row ? `${decl.noun}: ${decl.title(row)}` : decl.noun}
      context={decl.plural}
      bodyClassName={s.body}
      tools={
        row && (
          <>
            {actions?.(row)}
            {writes && (
              <Button size="small" onClick={() => setEditing(true)} disabled={busy}>
                Edit
              </Button>
            )}
            {writes && (canDelete?.(row) ?? true) && (
              <Button size="small" onClick={() => void remove(row)} disabled={busy}>
                Delete
              </Button>
            )}
          </>
        )
      }
    >
      {error && <Text data-pane-message="error">{serverFieldError(error, []).message}</Text>}
      {!row && !error && <Spinner size="small" data-pane-loading label="Loading" />}
      {row && (
        <>
          <dl className={s.facts} data-entity-detail={decl.key}>
            {decl.fields
              .filter((f) => f.input !== 'password')
              .map((f) => (
                <div key={f.key} className={s.fact}>
                  <dt>
                    <Caption1>{f.label}</Caption1>
                  </dt>
                  <dd className={s.value} data-field={f.key}>
                    {factText(f, row as unknown as Record<string, unknown>)}
                  </dd>
                </div>
              ))}
          </dl>
          {children?.(row)}
        </>
      )}
      {editing && row && (
        <EntityFormDialog<Row>
          decl={decl}
          target={{ mode: 'edit', row }}
          onClose={() => setEditing(false)}
          onSaved={(r) => {
            setEditing(false);
            notify('success', `${decl.noun} ${decl.title(r)} saved`);
            void mutate(r, { revalidate: false });
            void refreshEntities(decl.path);
          }}
        />
      )}
    </PaneFrame>
  );
}
