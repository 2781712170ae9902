/**
 * The body of a frac table pane: its figure cards, then the table (named `label`, exported under the
 * same title) in room that grows with the tile. Stage Summary and Pumping Summary share it.
 * FracFigures: a frac pane's figures, one dense line in a short tile (the frame's useDense).
 */
import { VirtualTable, type VirtualTableProps } from '../../features/virtual-table';
import { Figures, useDense, type Figure } from '../reports/report-frame';
import { GrowBox } from './grow-box';

type TableProps<Row> = Omit<VirtualTableProps<Row>, 'exportTitle'>;

export function FracFigures({ items }: { items: Figure[] }) {
  return <Figures items={items} dense={useDense()} />;
}

export function FiguresTable<Row>({ figures, ...table }: { figures: Figure[] } & TableProps<Row>) {
  return (
    <>
      <FracFigures items={figures} />
      <GrowBox minHeightPx={200}>
        <VirtualTable {...table} exportTitle={table.label} />
      </GrowBox>
    </>
  );
}
