/** The tool type filter of the catalogue and the inventory: starts at the route's {tool_type}. */
import { Select } from '@fluentui/react-components';
import { useState } from 'react';
import { isToolType, TOOL_TYPES } from '../../../domain/equipment/inventory/tool-types';

export function useToolTypeFilter(param: string | undefined) {
  return useState<string>(param && isToolType(param) ? param : '');
}

export function ToolTypeSelect({ value, onChange, counts }: { value: string; onChange(v: string): void; counts?: ReadonlyMap<string, number> }) {
  return (
    <Select size="small" aria-label="Tool type" value={value} onChange={(_, d) => onChange(d.value)}>
      <option value="">All tool types</option>
      {TOOL_TYPES.map((t) => (
        <option key={t.id} value={t.id}>
          {counts ? `${t.plural} (${counts.get(t.id) ?? 0})` : t.plural}
        </option>
      ))}
    </Select>
  );
}
