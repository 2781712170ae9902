/**
 * Field Tickets (drilling.tickets, completions.tickets): the services companies' daily charge sheets
 * of the period (the reporting days it touches), each with its company, bid, status and total in the
 * bid's currency; the totals per day (rejected tickets count in none); the selected ticket's lines
 * below with its status moves. Enter on a ticket opens it as its own pane (drilling.ticket).
 * Tables export CSV/XLSX from their menus.
 */
import { Caption1 } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { fetchTickets, type TicketsData } from '../../api/tickets';
import { openRoute } from '../../features/workspace/open-route';
import { VirtualTable } from '../../features/virtual-table';
import type { PaneProps } from '../pane-types';
import { usePeriodAnswer } from '../reports/journal/use-period-answer';
import { Figures, ReportFrame } from '../reports/report-frame';
import { fmtNum } from '../reports/report-units';
import { TicketActions } from './ticket-actions';
import { dayColumns, lineColumns, ticketColumns } from './ticket-columns';

const VIEWS = [
  { id: 'tickets', label: 'Tickets' },
  { id: 'days', label: 'Per day' },
];
const split = { display: 'flex', flexDirection: 'column' as const, flex: '1 1 0', minHeight: 140 };

export default function TicketsPane(props: PaneProps) {
  const a = usePeriodAnswer('tickets', props, fetchTickets);
  const [view, setView] = useState('tickets');
  const [selected, setSelected] = useState<number | null>(null);
  const data = a.answer?.data;
  const currency = useMemo(() => {
    const all = new Set((data?.tickets ?? []).map((t) => t.currency));
    return all.size === 1 ? [...all][0] : '';
  }, [data]);
  const label = `${props.paneType.title}${a.pw.well ? ` of ${a.pw.well.name}` : ''}`;
  const ticket = selected === null ? null : (data?.tickets[selected] ?? null);
  const detailRoute = props.paneType.id.startsWith('completions.') ? 'completions.ticket' : 'drilling.ticket';

  return (
    <ReportFrame<TicketsData>
      title={props.paneType.title}
      wellId={props.wellId}
      a={a}
      isEmpty={(d) => d.tickets.length === 0}
      emptyText="No field tickets in this period."
      views={VIEWS}
      view={view}
      onView={setView}
    >
      {(d) => {
        const counted = d.tickets.filter((t) => t.status !== 'rejected');
        const sum = (f: (t: (typeof d.tickets)[number]) => boolean) => counted.filter(f).reduce((x, t) => x + t.total, 0);
        return (
          <>
            <Figures
              items={[
                { label: 'Tickets', value: String(d.tickets.length) },
                {
                  label: 'Total',
                  value: currency
                    ? fmtNum(
                        sum(() => true),
                        0,
                      )
                    : 'mixed currencies',
                  unit: currency,
                },
                {
                  label: 'Approved',
                  value: currency
                    ? fmtNum(
                        sum((t) => t.status === 'approved'),
                        0,
                      )
                    : '-',
                  unit: currency,
                },
                { label: 'Awaiting approval', value: String(d.tickets.filter((t) => t.status === 'submitted').length) },
                { label: 'Days', value: String(new Set(d.tickets.map((t) => t.date)).size) },
              ]}
            />
            {view === 'tickets' ? (
              <>
                <div style={split}>
                  <VirtualTable
                    label={label}
                    exportTitle={label}
                    rows={d.tickets}
                    columns={ticketColumns(currency || 'bid currency')}
                    rowKey={(t) => t.id}
                    selectedIndex={selected}
                    onSelect={(i) => setSelected(i)}
                    onActivate={(t) =>
                      void openRoute({
                        routeId: detailRoute,
                        params: { ticket_id: t.id },
                        placement: 'split',
                        pin: props.wellId ? { id: props.wellId, name: a.pw.well?.name } : undefined,
                      })
                    }
                  />
                </div>
                {ticket ? (
                  <>
                    <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
                      <Caption1>
                        {`${ticket.number}, ${ticket.company_name}, ${ticket.date}: ${fmtNum(ticket.total, 2)} ${ticket.currency}`}
                        {ticket.decided_by_name ? ` (${ticket.status} by ${ticket.decided_by_name})` : ''}
                      </Caption1>
                      <TicketActions ticket={ticket} onChanged={(deleted) => (deleted && setSelected(null), void a.mutate())} />
                    </div>
                    <div style={split}>
                      <VirtualTable
                        label={`${label}: ${ticket.number} lines`}
                        exportTitle={`${ticket.number} lines`}
                        rows={ticket.lines}
                        columns={lineColumns(ticket.currency)}
                        rowKey={(l) => l.id}
                      />
                    </div>
                  </>
                ) : (
                  <Caption1>Select a ticket to see its lines; Enter opens it in its own pane.</Caption1>
                )}
              </>
            ) : (
              <div style={split}>
                <VirtualTable
                  label={`${label}: per day`}
                  exportTitle={`${label} per day`}
                  rows={d.days}
                  columns={dayColumns()}
                  rowKey={(x) => `${x.date}|${x.currency}`}
                />
              </div>
            )}
          </>
        );
      }}
    </ReportFrame>
  );
}
