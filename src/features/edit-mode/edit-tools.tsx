/**
 * The edit-mode buttons of a pane's toolbar, written once: while editing, what changed, any extra
 * actions of the pane (Add entry…), Cancel (Escape) and Apply (Enter or Ctrl+S); otherwise Edit
 * (Ctrl+E). The keys themselves are the pane's (use-edit-mode.ts); these say them in tooltips.
 */
import { Button, Caption1, Tooltip } from '@fluentui/react-components';
import type { ReactNode } from 'react';

export function EditingTools(p: {
  /** What changed ('2 changed', 'No changes'); omitted, nothing is said. */
  changes?: { count: number; text?: string };
  busy: boolean;
  busyLabel?: string;
  onCancel(): void;
  onApply(): void;
  children?: ReactNode;
}) {
  return (
    <>
      {p.changes && <Caption1 data-dirty-count={p.changes.count}>{p.changes.text ?? (p.changes.count ? `${p.changes.count} changed` : 'No changes')}</Caption1>}
      {p.children}
      <Tooltip content="Escape" relationship="description">
        <Button size="small" onClick={p.onCancel} disabled={p.busy}>
          Cancel
        </Button>
      </Tooltip>
      <Tooltip content="Enter or Ctrl+S" relationship="description">
        <Button size="small" appearance="primary" onClick={p.onApply} disabled={p.busy}>
          {p.busy ? (p.busyLabel ?? 'Applying…') : 'Apply'}
        </Button>
      </Tooltip>
    </>
  );
}

/** `denied`: why the user may not edit here (useEditDenied); said beside a disabled button. */
export function EditButton(p: { onEnter(): void; disabled?: boolean; hint?: string; denied?: string | null }) {
  return (
    <>
      {p.denied && (
        <Caption1 role="status" data-edit-denied>
          {p.denied}
        </Caption1>
      )}
      <Tooltip content={p.denied ?? p.hint ?? 'Ctrl+E'} relationship="description">
        <Button size="small" onClick={p.onEnter} disabled={p.disabled || Boolean(p.denied)}>
          Edit
        </Button>
      </Tooltip>
    </>
  );
}
