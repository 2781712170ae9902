/**
 * Choosing one record of a list by keyboard: type in the search (the server's `search`), the first
 * match is chosen at once, Tab reaches the list of matches to choose another.
 */
import { Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useEntityList } from '../../../api/admin-entities';
import { useDebounced } from '../../../features/input/use-debounced';

const useStyles = makeStyles({ root: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'center' }, search: { width: '180px' } });

interface Row {
  id: string | number;
  name?: string;
  email?: string;
}

interface Props {
  /** The entity list searched: 'wells', 'projects', 'admin/users'. */
  path: string;
  /** 'well', 'user': names the inputs ("Find well", "Well"). */
  noun: string;
  value: string;
  onChange: (id: string) => void;
  label?: (r: Row) => string;
}

const defaultLabel = (r: Row) => (r.email ? `${r.name ?? ''} <${r.email}>` : (r.name ?? String(r.id)));

export function RecordPicker({ path, noun, value, onChange, label = defaultLabel }: Props) {
  const s = useStyles();
  const [search, setSearch] = useState('');
  const query = useDebounced(search);
  const { data } = useEntityList<Row>(path, { limit: 20, ...(query ? { search: query } : {}) });
  const rows = data?.data ?? [];
  const first = rows[0] ? String(rows[0].id) : '';
  // The first match is the choice until another one is picked among the matches.
  useEffect(() => {
    if (!rows.some((r) => String(r.id) === value)) onChange(first);
  }, [first, query]);
  return (
    <span className={s.root}>
      <Input
        className={s.search}
        size="small"
        placeholder={`Find ${noun}`}
        aria-label={`Find ${noun}`}
        value={search}
        onChange={(_, d) => setSearch(d.value)}
      />
      <Select size="small" aria-label={noun[0].toUpperCase() + noun.slice(1)} value={value} onChange={(_, d) => onChange(d.value)}>
        {!rows.length && <option value="">{`No ${noun} matches`}</option>}
        {rows.map((r) => (
          <option key={r.id} value={String(r.id)}>
            {label(r)}
          </option>
        ))}
      </Select>
    </span>
  );
}
