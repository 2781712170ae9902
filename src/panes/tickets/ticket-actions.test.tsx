/**
 * Editors are read-only before Edit without the well's edit permission, with the reason said: the
 * ticket actions (EDIT_TICKETS) and the Edit button of the journal, mud and roadmap editors. The
 * permissions come as the server's answer to auth/{well}/WELL/permissions, given here to SWR.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { SWRConfig, unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import type { TicketDto } from '../../api/tickets';
import { useEditDenied } from '../../features/auth/use-well-permissions';
import { EditButton } from '../../features/edit-mode/edit-tools';
import { TicketActions } from './ticket-actions';

const ticket = { id: 't1', well_id: 'w1', number: 'FT-1', status: 'submitted', date: '2026-11-20' } as TicketDto;
const withPerms = (perms: string[] | null, node: React.ReactNode) =>
  renderToStaticMarkup(
    <SWRConfig
      value={{ provider: () => new Map(), fallback: perms ? { [unstable_serialize(['well-permissions', 'w1'])]: { data: { permissions: perms } } } : {} }}
    >
      {node}
    </SWRConfig>,
  );

function JournalEdit() {
  return <EditButton onEnter={() => {}} denied={useEditDenied('w1', 'EDIT_TIMELOG', 'editing the time journal')} />;
}

describe('editors without the edit permission', () => {
  it('a viewer of the well sees no ticket actions, only why', () => {
    const html = withPerms(['VIEW_WELL', 'VIEW_TICKETS'], <TicketActions ticket={ticket} onChanged={() => {}} />);
    expect(html).toContain('data-edit-denied');
    expect(html).toContain('Read only: changing field tickets on this well needs the EDIT_TICKETS permission.');
    expect(html).not.toContain('Approve');
    expect(html).not.toContain('data-ticket-actions');
  });

  it('with EDIT_TICKETS the status moves, clone and delete are offered', () => {
    const html = withPerms(['VIEW_TICKETS', 'EDIT_TICKETS'], <TicketActions ticket={ticket} onChanged={() => {}} />);
    expect(html).not.toContain('data-edit-denied');
    for (const b of ['Approve', 'Reject', 'Back to draft', 'Clone to next day', 'Delete']) expect(html).toContain(b);
  });

  it('the Edit button is disabled with the reason shown; enabled with the permission or while the permissions load', () => {
    const denied = withPerms(['VIEW_TIMELOG'], <JournalEdit />);
    expect(denied).toContain('Read only: editing the time journal on this well needs the EDIT_TIMELOG permission.');
    expect(denied).toMatch(/<button[^>]*disabled/);
    for (const html of [withPerms(['VIEW_TIMELOG', 'EDIT_TIMELOG'], <JournalEdit />), withPerms(null, <JournalEdit />)]) {
      expect(html).not.toContain('data-edit-denied');
      expect(html).not.toMatch(/<button[^>]*disabled/);
    }
  });
});
