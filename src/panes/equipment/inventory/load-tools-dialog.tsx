/**
 * Loading tools on a planned shipment: the components at its origin that can travel (out of the
 * hole, on no other open shipment; a tool under repair only to a yard), ticked with Space, loaded
 * with Enter. The server checks the same rule (shipment-states.ts loadProblem) and says why not.
 */
import { Button, Caption1, Checkbox, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useMemo, useState, type FormEvent } from 'react';
import { serverFieldError } from '../../../api/admin-users';
import type { InventoryComponent, Shipment } from '../../../api/equipment-inventory';
import { componentStatusLabel, parseLocation } from '../../../domain/equipment/inventory/component-status';
import { loadProblem } from '../../../domain/equipment/inventory/shipment-states';
import { toolTypeLabel } from '../../../domain/equipment/inventory/tool-types';

export function loadableAt(shipment: Shipment, components: readonly InventoryComponent[]): InventoryComponent[] {
  const from = parseLocation(shipment.from);
  const to = parseLocation(shipment.to);
  if (!from || !to) return [];
  return components.filter((c) => {
    if (c.shipment_id) return false;
    const at = c.location ? parseLocation(c.location) : null;
    const placed = { serial: c.serial_number, status: c.status, rigId: at?.kind === 'rig' ? at.id : null, yardId: at?.kind === 'yard' ? at.id : null };
    return loadProblem(placed, from, to) === null;
  });
}

export function LoadToolsDialog(p: { shipment: Shipment; components: readonly InventoryComponent[]; onLoad(ids: string[]): Promise<void>; onClose(): void }) {
  const choices = useMemo(() => loadableAt(p.shipment, p.components), [p.shipment, p.components]);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy || ticked.size === 0) return;
    setBusy(true);
    try {
      await p.onLoad([...ticked]);
    } catch (err) {
      setError(serverFieldError(err, []).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open modalType="modal" onOpenChange={(_, d) => !d.open && p.onClose()}>
      <DialogSurface data-load-tools>
        <form onSubmit={(e) => void submit(e)}>
          <DialogBody>
            <DialogTitle>{`Load tools on ${p.shipment.reference}`}</DialogTitle>
            <DialogContent style={{ display: 'flex', flexDirection: 'column', maxHeight: '60vh', overflow: 'auto' }}>
              <Caption1>{`At ${p.shipment.from_name}, free to travel to ${p.shipment.to_name}:`}</Caption1>
              {choices.length === 0 && <Caption1>Nothing at the origin can travel: tools in the hole or on another shipment stay.</Caption1>}
              {choices.map((c, i) => (
                <Checkbox
                  key={c.id}
                  autoFocus={i === 0}
                  label={`${c.serial_number} · ${toolTypeLabel(c.tool_type)} · ${c.model} · ${componentStatusLabel(c.status)}`}
                  checked={ticked.has(c.id)}
                  onChange={(_, d) =>
                    setTicked((x) => {
                      const next = new Set(x);
                      if (d.checked) next.add(c.id);
                      else next.delete(c.id);
                      return next;
                    })
                  }
                />
              ))}
              {error && (
                <Caption1 role="alert" style={{ color: 'var(--colorPaletteRedForeground1)' }}>
                  {error}
                </Caption1>
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={p.onClose}>Cancel</Button>
              <Button appearance="primary" type="submit" disabled={busy || ticked.size === 0}>
                {`Load ${ticked.size || ''}`.trim()}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
