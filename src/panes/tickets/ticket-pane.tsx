/**
 * Field Ticket (drilling.ticket, completions.ticket): one ticket of the well by its id: company, bid,
 * date, status and who decided, its lines (bid item, quantity, unit price from the bid, amount) and
 * total in the bid's currency, with the status moves, clone and delete. A ticket of another well or
 * none at all says so.
 */
import { Caption1 } from '@fluentui/react-components';
import useSWR from 'swr';
import { fetchTicket, type TicketDto } from '../../api/tickets';
import { useGenerationStatus } from '../../api/logs';
import { VirtualTable } from '../../features/virtual-table';
import type { PaneProps } from '../pane-types';
import { usePaneWell } from '../logs/use-pane-well';
import { Figures, ReportFrame } from '../reports/report-frame';
import { fmtNum } from '../reports/report-units';
import { TicketActions } from './ticket-actions';
import { lineColumns, statusLabel } from './ticket-columns';

export default function TicketPane(props: PaneProps) {
  const pw = usePaneWell(props);
  const ticketId = props.instance.params.ticket_id ?? '';
  const wellId = props.wellId;
  const generation = useGenerationStatus(wellId, true).data ?? null;
  const swr = useSWR(wellId && ticketId ? ['ticket', wellId, ticketId] : null, () => fetchTicket(wellId!, ticketId), { revalidateOnFocus: false });
  const error = !ticketId ? 'No ticket given: open one from Field Tickets.' : swr.error ? String((swr.error as Error).message || swr.error) : pw.error;
  const a = { answer: swr.data ? { data: swr.data.data, headers: {} } : undefined, error, loading: swr.isLoading || pw.loading, pw, generation };
  return (
    <ReportFrame<TicketDto>
      title={swr.data ? `${props.paneType.title} ${swr.data.data.number}` : props.paneType.title}
      wellId={wellId}
      a={a}
      isEmpty={() => false}
      emptyText="No such ticket."
    >
      {(t) => (
        <>
          <Figures
            items={[
              { label: 'Date', value: t.date },
              { label: 'Company', value: t.company_name },
              { label: 'Status', value: statusLabel(t.status) },
              { label: 'Total', value: fmtNum(t.total, 2), unit: t.currency },
              { label: 'Lines', value: String(t.lines.length) },
            ]}
          />
          <Caption1>
            {`Bid: ${t.bid_name}.`}
            {t.decided_by_name ? ` ${statusLabel(t.status)} by ${t.decided_by_name}${t.decided_at ? ` on ${t.decided_at.slice(0, 10)}` : ''}.` : ''}
            {t.comment ? ` ${t.comment}` : ''}
          </Caption1>
          <TicketActions ticket={t} onChanged={() => void swr.mutate()} />
          <div style={{ display: 'flex', flexDirection: 'column', flex: '1 1 0', minHeight: 140 }}>
            <VirtualTable
              label={`Field ticket ${t.number}`}
              exportTitle={`Field ticket ${t.number}`}
              rows={t.lines}
              columns={lineColumns(t.currency)}
              rowKey={(l) => l.id}
            />
          </div>
        </>
      )}
    </ReportFrame>
  );
}
