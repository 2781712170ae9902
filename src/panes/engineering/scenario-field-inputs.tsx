/**
 * The number fields of scenario inputs in the user's units (scenario-fields.ts), for the scenario's
 * own inputs and for a case's alike; a blank field shows what it falls back to.
 */
import { Field, Input, makeStyles } from '@fluentui/react-components';
import type { ScenarioField } from './scenario-fields';

const useStyles = makeStyles({ num: { width: '112px' } });

export function ScenarioFieldInputs({
  fields,
  texts,
  readOnly,
  blank,
  onChange,
}: {
  fields: readonly ScenarioField[];
  texts: Readonly<Record<string, string>>;
  readOnly: boolean;
  /** What a blank field means: 'demo case', 'scenario'. */
  blank: string;
  onChange(path: string, text: string): void;
}) {
  const s = useStyles();
  return (
    <>
      {fields.map((f) => (
        <Field key={f.path} label={f.unit.symbol ? `${f.label} (${f.unit.symbol})` : f.label} size="small">
          <Input
            className={s.num}
            size="small"
            inputMode="decimal"
            value={texts[f.path] ?? ''}
            placeholder={blank}
            readOnly={readOnly}
            data-field={f.path}
            onChange={(_, d) => onChange(f.path, d.value)}
          />
        </Field>
      ))}
    </>
  );
}
