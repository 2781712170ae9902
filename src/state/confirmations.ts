/**
 * Questions the app must ask before going on: leaving a page in edit mode, a server that answers 449
 * (needs confirmation). One at a time; the dialog renders `confirmations.current`.
 */
import { proxy, ref } from 'valtio';

export interface ConfirmRequest {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Focus the confirm button, so Enter confirms (else focus lands on Cancel). */
  focusConfirm?: boolean;
  resolve: (ok: boolean) => void;
}

export const confirmations = proxy({ current: null as ConfirmRequest | null, queue: [] as ConfirmRequest[] });

export function askConfirm(q: { title: string; message: string; confirmLabel?: string; cancelLabel?: string; focusConfirm?: boolean }): Promise<boolean> {
  return new Promise((resolve) => {
    const req: ConfirmRequest = ref({ confirmLabel: 'Continue', cancelLabel: 'Cancel', ...q, resolve });
    if (confirmations.current) confirmations.queue.push(req);
    else confirmations.current = req;
  });
}

export function answerConfirm(ok: boolean): void {
  const current = confirmations.current;
  if (!current) return;
  confirmations.current = confirmations.queue.shift() ?? null;
  current.resolve(ok);
}
