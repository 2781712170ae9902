/**
 * Renders the pending confirmation (edit-mode leave, a 449 answer), keyboard-complete: the question
 * takes the focus (Cancel, or Confirm when asked), Tab and the arrows move between its two buttons,
 * Enter answers with the focused one, and Escape always answers Cancel, wherever the focus was left
 * (a palette command that asked keeps no say over it) and before any workspace key sees it (Escape
 * there would cancel edit mode under the question that asks whether to leave it).
 */
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useSnapshot } from 'valtio';
import { answerConfirm, confirmations } from '../state/confirmations';

export function ConfirmDialog() {
  const { current } = useSnapshot(confirmations);
  const surface = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  // Fluent focuses the first button in its own effect; this parent effect runs after it, and a frame
  // later takes the focus back if whatever opened the question (the palette closing) moved it away.
  useEffect(() => {
    if (!current) return;
    const take = () => {
      if (!surface.current?.contains(document.activeElement)) (current.focusConfirm ? confirm : cancel).current?.focus();
    };
    if (current.focusConfirm) confirm.current?.focus();
    const frame = requestAnimationFrame(take);
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      e.stopImmediatePropagation();
      answerConfirm(false);
    };
    window.addEventListener('keydown', onKey, true);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('keydown', onKey, true);
    };
  }, [current]);
  const onArrows = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    e.preventDefault();
    (document.activeElement === cancel.current ? confirm : cancel).current?.focus();
  };
  return (
    <Dialog open={current !== null} modalType="alert" onOpenChange={(_, d) => !d.open && answerConfirm(false)}>
      <DialogSurface data-confirm-dialog ref={surface} onKeyDown={onArrows}>
        <DialogBody>
          <DialogTitle>{current?.title}</DialogTitle>
          <DialogContent>{current?.message}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" ref={cancel} onClick={() => answerConfirm(false)} data-confirm-answer="cancel">
              {current?.cancelLabel}
            </Button>
            <Button appearance="primary" ref={confirm} onClick={() => answerConfirm(true)} data-confirm-answer="confirm">
              {current?.confirmLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
