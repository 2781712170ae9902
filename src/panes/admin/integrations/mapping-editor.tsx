/**
 * The mapping editor of an integration's form (a 'custom' field of the generic entity dialog): one
 * row per channel the provider sends (its mnemonic and unit) and our channel for it — automatic
 * (the mnemonic dictionary every import and feed uses), ignored, or a declared channel the
 * administrator names — with what that gives (our channel and the unit conversion) as a preview.
 * Keyboard: Tab through the inputs, "Add channel" adds a row and puts the cursor in its mnemonic,
 * Enter in any input saves the form. The server decides: a refusal lands on this field.
 */
import { Button, Caption1, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { unitConversion } from '../../../domain/drilling/channel-units';
import { OPTIONAL_TIME_CHANNELS, TIME_CHANNELS, channelById } from '../../../domain/drilling/channels';
import { recogniseMnemonic } from '../../../domain/drilling/mnemonics';
import type { CustomEditorProps } from '../frame/entity-decl';
import { AUTOMATIC, IGNORE, type MappingDraft } from './mapping-draft';

const CHANNELS = [...TIME_CHANNELS, ...OPTIONAL_TIME_CHANNELS];

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, border: 'none', padding: 0, margin: 0, minWidth: 0 },
  row: { display: 'grid', gridTemplateColumns: '7em 5em minmax(9em, 1fr) auto', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
  preview: { gridColumn: '1 / -1', color: tokens.colorNeutralForeground3, paddingBottom: tokens.spacingVerticalXXS },
});

/** What a row gives: our channel and its conversion, kept under its own name, ignored, or refused. */
function previewText(r: MappingDraft): string {
  if (r.channel === IGNORE) return 'ignored';
  const decl = r.channel === AUTOMATIC ? recogniseMnemonic(r.mnemonic, r.description ?? '', 'time')?.decl : channelById(r.channel);
  if (!decl) return r.mnemonic.trim() ? `not in the dictionary: kept as ${r.mnemonic.trim()}, read by nothing` : '';
  const conv = unitConversion(r.unit, decl.unit);
  if (!conv) return `'${r.unit}' does not convert to ${decl.label} (${decl.unit})`;
  const how = conv.factor === 1 && !conv.offset ? 'as sent' : `× ${Number(conv.factor.toPrecision(6))}${conv.offset ? ` + ${conv.offset}` : ''}`;
  return `→ ${decl.label} (${decl.unit}), ${how}`;
}

export function MappingEditor({ name, value, onChange }: CustomEditorProps) {
  const s = useStyles();
  const rows = (value as MappingDraft[] | undefined) ?? [];
  const root = useRef<HTMLFieldSetElement>(null);
  const added = useRef(false);
  const set = (i: number, patch: Partial<MappingDraft>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  useEffect(() => {
    if (!added.current) return;
    added.current = false;
    root.current?.querySelector<HTMLInputElement>(`[data-mapping-row="${rows.length - 1}"] input`)?.focus();
  }, [rows.length]);

  return (
    <fieldset ref={root} name={name} className={s.root} data-mapping-editor>
      {rows.map((r, i) => (
        <div key={i} className={s.row} data-mapping-row={i}>
          <Input size="small" aria-label={`Mnemonic ${i + 1}`} value={r.mnemonic} onChange={(_, d) => set(i, { mnemonic: d.value })} />
          <Input size="small" aria-label={`Unit ${i + 1}`} value={r.unit} onChange={(_, d) => set(i, { unit: d.value })} />
          <Select
            size="small"
            aria-label={`Our channel for ${r.mnemonic || `row ${i + 1}`}`}
            value={r.channel}
            onChange={(_, d) => set(i, { channel: d.value })}
          >
            <option value={AUTOMATIC}>Automatic (mnemonic dictionary)</option>
            <option value={IGNORE}>Ignore</option>
            {CHANNELS.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label} ({c.unit})
              </option>
            ))}
          </Select>
          <Button
            size="small"
            appearance="subtle"
            aria-label={`Remove ${r.mnemonic || `row ${i + 1}`}`}
            onClick={() => onChange(rows.filter((_, j) => j !== i))}
          >
            Remove
          </Button>
          <Caption1 className={s.preview} data-mapping-preview>
            {previewText(r)}
          </Caption1>
        </div>
      ))}
      <div>
        <Button
          size="small"
          onClick={() => {
            added.current = true;
            onChange([...rows, { mnemonic: '', unit: '', channel: AUTOMATIC }]);
          }}
        >
          Add channel
        </Button>
      </div>
    </fieldset>
  );
}
