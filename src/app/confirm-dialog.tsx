/** Renders the pending confirmation (edit-mode leave, a 449 answer). */
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { answerConfirm, confirmations } from '../state/confirmations';

export function ConfirmDialog() {
  const { current } = useSnapshot(confirmations);
  const confirm = useRef<HTMLButtonElement>(null);
  // Fluent focuses the first button (Cancel) in its own effect; this parent effect runs after it.
  useEffect(() => {
    if (current?.focusConfirm) confirm.current?.focus();
  }, [current]);
  return (
    <Dialog open={current !== null} modalType="alert" onOpenChange={(_, d) => !d.open && answerConfirm(false)}>
      <DialogSurface data-confirm-dialog>
        <DialogBody>
          <DialogTitle>{current?.title}</DialogTitle>
          <DialogContent>{current?.message}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={() => answerConfirm(false)}>
              {current?.cancelLabel}
            </Button>
            <Button appearance="primary" ref={confirm} onClick={() => answerConfirm(true)}>
              {current?.confirmLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
