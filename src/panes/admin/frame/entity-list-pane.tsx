/**
 * The list screen of a declared entity: search, the declared filters, "New …", and the rows in the
 * virtual table. Keyboard: Tab reaches each control; ↓ from the search moves into the rows; arrows
 * pick a row and Enter opens it (its detail route in this tile).
 */
import { Button, Input, Select, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useRef, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { refreshEntities, useEntityList } from '../../../api/admin-entities';
import { useDebounced } from '../../../features/input/use-debounced';
import { VirtualTable } from '../../../features/virtual-table';
import { notify } from '../../../state/notifications';
import { session } from '../../../state/session';
import { PaneFrame } from '../../directional/shared/pane-frame';
import type { EntityDecl, EntityRow } from './entity-decl';
import { EntityFormDialog } from './entity-form-dialog';
import { openRecord } from './open-record';

const LIMIT = 1000;

const useStyles = makeStyles({
  search: { minWidth: '240px' },
  body: { padding: tokens.spacingHorizontalS, gap: tokens.spacingVerticalS },
  table: { display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0 },
});

interface ListProps<Row extends EntityRow> {
  decl: EntityDecl<Row>;
  /** Who may create (default: administrators; wells also holders of MANAGE_WELLS). */
  canWrite?: boolean;
  /** What Enter on a row does (default: open its detail route in this tile), and its word in the title bar. */
  onActivate?(row: Row): void;
  enterDoes?: string;
  /** A list below the pane's main one: its being empty does not make the pane empty (no pane-state marker). */
  secondary?: boolean;
  /** Actions on the selected row, beside "New …" (an entity without a detail route edits in place). */
  rowTools?(row: Row | null): ReactNode;
}

export function EntityListPane<Row extends EntityRow>({ decl, canWrite, onActivate, enterDoes = 'opens', rowTools, secondary = false }: ListProps<Row>) {
  const s = useStyles();
  const { isAdmin } = useSnapshot(session);
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [creating, setCreating] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  const grid = useRef<HTMLDivElement>(null);
  const query = useDebounced(search);
  const { data, error, isLoading } = useEntityList<Row>(decl.path, {
    limit: LIMIT,
    ...(query ? { search: query } : {}),
    ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '')),
  });
  const rows = data?.data ?? [];
  const total = data?.total ?? 0;
  const open = onActivate ?? ((r: Row) => void openRecord(decl.detailRoute, r.id, decl.title(r)));

  return (
    <PaneFrame
      title={decl.plural}
      context={
        data
          ? `${total} ${total === 1 ? decl.noun.toLowerCase() : decl.plural.toLowerCase()}${total > LIMIT ? `, first ${LIMIT} shown` : ''} · Enter ${enterDoes}`
          : undefined
      }
      bodyClassName={s.body}
      tools={
        <>
          {isLoading && <Spinner size="tiny" />}
          <Input
            className={s.search}
            size="small"
            placeholder={decl.searchLabel}
            aria-label={decl.searchLabel}
            value={search}
            onChange={(_, d) => setSearch(d.value)}
            onKeyDown={(e) => {
              if (e.key !== 'ArrowDown' || !rows.length) return;
              e.preventDefault();
              setSelected(0);
              grid.current?.querySelector<HTMLElement>('[role="grid"]')?.focus();
            }}
          />
          {decl.filters?.map((f) => (
            <Select
              key={f.key}
              size="small"
              aria-label={f.label}
              value={filters[f.key] ?? ''}
              onChange={(_, d) => setFilters((x) => ({ ...x, [f.key]: d.value }))}
            >
              <option value="">{`${f.label}: all`}</option>
              {f.options.map((o) => (
                <option key={o.value} value={String(o.value)}>
                  {o.label}
                </option>
              ))}
            </Select>
          ))}
          {rowTools?.(selected === null ? null : (rows[selected] ?? null))}
          {(canWrite ?? isAdmin) && (
            <Button size="small" appearance="primary" onClick={() => setCreating(true)}>
              {`New ${decl.noun.toLowerCase()}`}
            </Button>
          )}
        </>
      }
    >
      {creating && (
        <EntityFormDialog<Row>
          decl={decl}
          target={{ mode: 'create' }}
          onClose={() => setCreating(false)}
          onSaved={(r) => {
            setCreating(false);
            notify('success', `${decl.noun} ${decl.title(r)} created`);
            void refreshEntities(decl.path);
            if (!onActivate) open(r);
          }}
        />
      )}
      {error && <Text data-pane-message="error">{`${decl.plural} could not be loaded.`}</Text>}
      {!data && !error && <Spinner size="small" data-pane-loading label={`Loading ${decl.plural.toLowerCase()}`} />}
      {data && !rows.length && (
        <Text data-pane-message={secondary ? undefined : 'empty'}>
          {query || Object.values(filters).some(Boolean) ? 'Nothing matches.' : `No ${decl.plural.toLowerCase()} yet.`}
        </Text>
      )}
      {data && rows.length > 0 && (
        <div ref={grid} className={s.table} data-entity-list={decl.key}>
          <VirtualTable
            label={decl.plural}
            rows={rows}
            columns={decl.columns}
            rowKey={(r) => String(r.id)}
            selectedIndex={selected}
            onSelect={(i) => setSelected(i)}
            onActivate={open}
            exportTitle={decl.plural}
          />
        </div>
      )}
    </PaneFrame>
  );
}
