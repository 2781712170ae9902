/**
 * The status moves of one field ticket as buttons (Submit, Approve, Reject, Back to draft), Clone to
 * the next day and Delete; each offered only where the server allows it (ticket-totals.ts), with
 * Alt-key access keys. The server records who approved or rejected. Without the well's EDIT_TICKETS
 * (which every one of them needs) no button is offered: the reason is said instead.
 */
import { Button, Caption1 } from '@fluentui/react-components';
import { useState } from 'react';
import { cloneTicket, deleteTicket, moveTicket, type TicketDto, type TicketStatus } from '../../api/tickets';
import { statusMoveAllowed } from '../../domain/drilling/tickets/ticket-totals';
import { notify } from '../../state/notifications';
import { useEditDenied } from '../../features/auth/use-well-permissions';

const MOVES: { to: TicketStatus; label: string; key: string }[] = [
  { to: 'submitted', label: 'Submit', key: 's' },
  { to: 'approved', label: 'Approve', key: 'a' },
  { to: 'rejected', label: 'Reject', key: 'r' },
  { to: 'draft', label: 'Back to draft', key: 'd' },
];

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export function TicketActions({ ticket, onChanged }: { ticket: TicketDto; onChanged(deleted?: boolean): void }) {
  const [busy, setBusy] = useState(false);
  const denied = useEditDenied(ticket.well_id, 'EDIT_TICKETS', 'changing field tickets');
  const run = async (what: () => Promise<unknown>, done: string, deleted = false) => {
    setBusy(true);
    try {
      await what();
      notify('success', done);
      onChanged(deleted);
    } catch {
      // the request layer shows the server's message
    } finally {
      setBusy(false);
    }
  };
  if (denied)
    return (
      <Caption1 role="status" data-edit-denied>
        {denied}
      </Caption1>
    );
  return (
    <div style={{ display: 'flex', gap: 6, flexWrap: 'wrap' }} data-ticket-actions={ticket.status}>
      {MOVES.filter((m) => m.to !== ticket.status && statusMoveAllowed(ticket.status, m.to)).map((m) => (
        <Button
          key={m.to}
          size="small"
          accessKey={m.key}
          disabled={busy}
          onClick={() => void run(() => moveTicket(ticket.well_id, ticket.id, m.to), `Ticket ${ticket.number}: ${m.label.toLowerCase()}`)}
        >
          {m.label}
        </Button>
      ))}
      <Button
        size="small"
        accessKey="c"
        disabled={busy}
        onClick={() =>
          void run(() => cloneTicket(ticket.well_id, ticket.id, nextDay(ticket.date)), `Ticket ${ticket.number} cloned to ${nextDay(ticket.date)}`)
        }
      >
        Clone to next day
      </Button>
      {ticket.status !== 'approved' && (
        <Button size="small" disabled={busy} onClick={() => void run(() => deleteTicket(ticket.well_id, ticket.id), `Ticket ${ticket.number} deleted`, true)}>
          Delete
        </Button>
      )}
    </div>
  );
}
