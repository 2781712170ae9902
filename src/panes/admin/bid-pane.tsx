/**
 * Admin › Bids › one bid: its fields (Edit, Delete) and its items with their unit prices. "New item"
 * adds one; Enter on an item edits it; "Delete item" removes the selected one (asked first). Every
 * change is audited by the server (System Audit: bids.*, bid_items.*).
 */
import { Button } from '@fluentui/react-components';
import { useState } from 'react';
import { deleteEntity, refreshEntities, useRelated } from '../../api/admin-entities';
import { serverFieldError } from '../../api/admin-users';
import { askConfirm } from '../../state/confirmations';
import { notify } from '../../state/notifications';
import type { PaneProps } from '../pane-types';
import { bidItemColumns, bidItemDecl, bids, type BidItemRow, type BidRow } from './entities/bids';
import { EntityDetailPane } from './frame/entity-detail-pane';
import { EntityFormDialog, type FormTarget } from './frame/entity-form-dialog';
import { RelatedTable } from './frame/related-table';

function BidItems({ bid }: { bid: BidRow }) {
  const decl = bidItemDecl(bid);
  const items = useRelated<BidItemRow>(decl.path);
  const [selected, setSelected] = useState<number | null>(null);
  const [form, setForm] = useState<FormTarget<BidItemRow> | null>(null);
  const item = selected === null ? undefined : items.data?.[selected];
  const reread = () => {
    void refreshEntities(decl.path);
    void refreshEntities(bids.path);
  };

  async function remove(i: BidItemRow) {
    if (!(await askConfirm({ title: 'Delete bid item', message: `Delete ${i.code} (${i.description}) from ${bid.name}?`, confirmLabel: 'Delete' }))) return;
    try {
      await deleteEntity(decl.path, i.id);
      notify('success', `Item ${i.code} deleted`);
      setSelected(null);
      reread();
    } catch (e) {
      notify('error', serverFieldError(e, []).message);
    }
  }

  return (
    <>
      <RelatedTable
        id="bid-items"
        title="Items"
        rows={items.data}
        columns={bidItemColumns(bid.currency)}
        rowKey={(r) => r.id}
        empty="No item yet: add what this company's tickets will charge for."
        selectedIndex={selected}
        onSelect={setSelected}
        onActivate={(r) => setForm({ mode: 'edit', row: r })}
        tools={
          <>
            <Button size="small" onClick={() => setForm({ mode: 'create' })}>
              New item
            </Button>
            <Button size="small" disabled={!item} onClick={() => item && void remove(item)}>
              Delete item
            </Button>
          </>
        }
      />
      {form && (
        <EntityFormDialog<BidItemRow>
          decl={decl}
          target={form}
          onClose={() => setForm(null)}
          onSaved={(r) => {
            setForm(null);
            notify('success', `Item ${r.code} saved`);
            reread();
          }}
        />
      )}
    </>
  );
}

export default function BidPane({ instance }: PaneProps) {
  return (
    <EntityDetailPane<BidRow> decl={bids} id={instance.params.id}>
      {(b) => <BidItems bid={b} />}
    </EntityDetailPane>
  );
}
