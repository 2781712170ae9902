/**
 * The body of a frac table pane: its figure cards, then the table (named `label`, exported under the
 * same title) in room that grows with the tile. Stage Summary and Pumping Summary share it.
 */
import { VirtualTable, type VirtualTableProps } from '../../features/virtual-table';
import { Figures, type Figure } from '../reports/report-frame';
import { GrowBox } from './grow-box';

type TableProps<Row> = Omit<VirtualTableProps<Row>, 'exportTitle'>;

export function FiguresTable<Row>({ figures, ...table }: { figures: Figure[] } & TableProps<Row>) {
  return (
    <>
      <Figures items={figures} />
      <GrowBox minHeightPx={200}>
        <VirtualTable {...table} exportTitle={table.label} />
      </GrowBox>
    </>
  );
}
