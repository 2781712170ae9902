/**
 * One declared field as a Fluent input: text, e-mail, password, number, date (YYYY-MM-DD), a choice,
 * a reference to another entity, a switch, lines of text, or the field's own editor.
 */
import { Field, Input, Select, Switch, Textarea } from '@fluentui/react-components';
import { useEntityList } from '../../../api/admin-entities';
import type { EntityRow, FieldDecl } from './entity-decl';

interface Props {
  field: FieldDecl;
  value: unknown;
  error: string | undefined;
  autoFocus: boolean;
  onChange: (v: unknown) => void;
  /** For a custom editor: the form's values, the record being edited and a setter of other fields. */
  values: Readonly<Record<string, unknown>>;
  editingId: string | number | null;
  setField: (key: string, v: unknown) => void;
}

export function FieldInput({ field: f, value, error, autoFocus, onChange, values, editingId, setField }: Props) {
  const state = { validationMessage: error, validationState: error ? ('error' as const) : ('none' as const) };
  if (f.input === 'switch') {
    return (
      <Field {...state}>
        <Switch label={f.label} checked={value === true} onChange={(_, d) => onChange(d.checked)} name={f.key} autoFocus={autoFocus} />
      </Field>
    );
  }
  if (f.input === 'custom' && f.editor) {
    const Editor = f.editor;
    return (
      <Field label={f.label} hint={f.hint} {...state}>
        <Editor name={f.key} label={f.label} value={value} onChange={onChange} values={values} editingId={editingId} setField={setField} />
      </Field>
    );
  }
  const text = typeof value === 'string' ? value : '';
  return (
    <Field label={f.label} required={f.required} hint={f.hint} {...state}>
      {f.input === 'lines' ? (
        <Textarea value={text} onChange={(_, d) => onChange(d.value)} name={f.key} autoFocus={autoFocus} rows={3} resize="vertical" />
      ) : f.input === 'choice' ? (
        <Select value={text} onChange={(_, d) => onChange(d.value)} name={f.key} autoFocus={autoFocus}>
          {!f.required && <option value="">—</option>}
          {f.options?.map((o) => (
            <option key={o.value} value={String(o.value)}>
              {o.label}
            </option>
          ))}
        </Select>
      ) : f.input === 'reference' ? (
        <ReferenceSelect path={f.reference!} label={f.referenceLabel} value={text} onChange={onChange} name={f.key} autoFocus={autoFocus} />
      ) : (
        <Input
          type={f.input === 'number' || f.input === 'custom' ? 'text' : f.input}
          inputMode={f.input === 'number' ? 'decimal' : undefined}
          value={text}
          onChange={(_, d) => onChange(d.value)}
          name={f.key}
          autoFocus={autoFocus}
          autoComplete={f.input === 'password' ? 'new-password' : 'off'}
        />
      )}
    </Field>
  );
}

/** A choice among another entity's records (a user's company, a well's project), by name. */
function ReferenceSelect({
  path,
  label,
  value,
  onChange,
  name,
  autoFocus,
}: {
  path: string;
  label: FieldDecl['referenceLabel'];
  value: string;
  onChange: (v: string) => void;
  name: string;
  autoFocus: boolean;
}) {
  const { data } = useEntityList<EntityRow & Record<string, unknown>>(path, { limit: 1000 });
  const rows = data?.data ?? [];
  return (
    <Select value={value} onChange={(_, d) => onChange(d.value)} name={name} autoFocus={autoFocus}>
      <option value="">—</option>
      {/* the stored value stays selectable while the list loads */}
      {value && !rows.some((r) => String(r.id) === value) && <option value={value}>{value}</option>}
      {rows.map((r) => (
        <option key={r.id} value={String(r.id)}>
          {label?.(r) ?? r.name ?? String(r.id)}
        </option>
      ))}
    </Select>
  );
}
