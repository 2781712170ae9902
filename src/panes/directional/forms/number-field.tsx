/** A number input with its unit in the label, as every directional form needs; '' is empty. */
import { Field, Input } from '@fluentui/react-components';
import { parseInput } from '../survey/station-draft';

export function NumberField({
  label,
  unit,
  value,
  onChange,
  required,
  hint,
}: {
  label: string;
  unit?: string | null;
  value: string;
  onChange: (v: string) => void;
  required?: boolean;
  hint?: string;
}) {
  const n = parseInput(value);
  const invalid = value.trim() !== '' && Number.isNaN(n);
  return (
    <Field
      label={unit ? `${label} (${unit})` : label}
      required={required}
      size="small"
      validationState={invalid ? 'error' : 'none'}
      validationMessage={invalid ? `'${value}' is not a number` : undefined}
      hint={hint}
    >
      <Input size="small" inputMode="decimal" value={value} onChange={(_, d) => onChange(d.value)} />
    </Field>
  );
}

/** The numbers of a form, or the name of the first required one missing or not a number. */
export function readNumbers(
  values: Record<string, string>,
  required: readonly string[],
  labelOf: (k: string) => string,
): { ok: true; numbers: Record<string, number> } | { ok: false; problem: string } {
  const numbers: Record<string, number> = {};
  for (const [k, v] of Object.entries(values)) {
    const n = parseInput(v);
    if (n === null) continue;
    if (Number.isNaN(n)) return { ok: false, problem: `${labelOf(k)}: '${v}' is not a number` };
    numbers[k] = n;
  }
  const missing = required.find((k) => numbers[k] === undefined);
  return missing ? { ok: false, problem: `${labelOf(missing)} is required` } : { ok: true, numbers };
}
