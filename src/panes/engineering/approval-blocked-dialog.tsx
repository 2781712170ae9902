/**
 * Why a drilling program cannot be approved now: the anti-collision gate's violation in the server's
 * words (well, offset, SF, m MD), or that the check itself failed. Approve is shown disabled so the
 * block reads as a block; focus lands on Close, so Enter and Escape both dismiss it.
 */
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';

export interface ApprovalBlock {
  title: string;
  message: string;
}

export function ApprovalBlockedDialog({ block, onClose }: { block: ApprovalBlock | null; onClose(): void }) {
  return (
    <Dialog open={block !== null} modalType="alert" onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface data-approval-blocked>
        <DialogBody>
          <DialogTitle>{block?.title}</DialogTitle>
          <DialogContent>{block?.message}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" disabled>
              Approve
            </Button>
            <Button appearance="primary" onClick={onClose}>
              Close
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
