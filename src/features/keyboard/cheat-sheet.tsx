/**
 * `?`: every key binding, generated from the one keymap (defaults with the user's overrides),
 * grouped as the palette groups commands. "Change key bindings…" opens it in edit mode: a row's
 * new keys are recorded from the next key press, checked (no command may share a binding, the
 * browser keeps its own keys) and saved to the user's preferences.
 */
import {
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Switch,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { useSnapshot } from 'valtio';
import { bindableCommandIds, kbdLabel } from '../../commands/keymap';
import { commandGroup, commandLabel, commandRef, currentBindings, type CommandRef } from './commands';
import { closeCheatSheet, cheatSheet } from './cheat-sheet-state';
import { Kbd } from './kbd';
import { keymapOverrides, resetAllBindings, resetBinding, setBinding } from './keymap-overrides';
import { recordKeys } from './record-keys';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

const useStyles = makeStyles({
  surface: { width: 'min(1100px, calc(100vw - 32px))', maxWidth: 'none' },
  // Columns balance the groups; the dialog's content scrolls when they do not fit.
  columns: { columnWidth: '300px', columnGap: tokens.spacingHorizontalXXL, paddingRight: tokens.spacingHorizontalS },
  group: { breakInside: 'avoid', marginBottom: tokens.spacingVerticalL },
  heading: {
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
    color: tokens.colorNeutralForeground3,
    margin: `0 0 ${tokens.spacingVerticalXS}`,
  },
  row: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    minHeight: '24px',
    fontSize: tokens.fontSizeBase200,
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
  },
  keys: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
  changed: { color: tokens.colorBrandForeground1 },
  capture: { outline: `2px solid ${tokens.colorBrandStroke1}`, borderRadius: tokens.borderRadiusSmall, padding: '0 6px', fontSize: tokens.fontSizeBase200 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

const ORDER = ['General', 'Tiles', 'Well and period', 'Edit mode', 'Layouts and dashboards', 'Open', 'Display', 'Account'];

export function CheatSheet() {
  const s = useStyles();
  const { open, editing } = useSnapshot(cheatSheet);
  const { overrides } = useSnapshot(keymapOverrides);
  const [capturing, setCapturing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [showAll, setShowAll] = useState(false);

  const groups = useMemo(() => {
    const bindings = currentBindings();
    const keysOf = new Map(bindings.map((b) => [b.commandId, b.keys]));
    const m = new Map<string, { id: string; ref: CommandRef; keys?: string }[]>();
    const ids = editing && showAll ? bindableCommandIds : bindings.map((b) => b.commandId);
    for (const id of ids) {
      const ref = commandRef(id);
      if (!ref) continue;
      const g = commandGroup(ref);
      if (!m.has(g)) m.set(g, []);
      m.get(g)!.push({ id, ref, keys: keysOf.get(id) });
    }
    return [...m].sort(([a], [b]) => ORDER.indexOf(a) - ORDER.indexOf(b));
  }, [overrides, editing, showAll]);

  const onCapture = (e: KeyboardEvent, id: string) => {
    e.preventDefault();
    e.stopPropagation();
    if (e.key === 'Escape' && !e.ctrlKey && !e.altKey && !e.metaKey && !e.shiftKey) return setCapturing(null);
    const keys = recordKeys(e, isMac);
    if (!keys) return;
    const why = setBinding(id, keys);
    setError(why ? `${kbdLabel(keys)}: ${why}` : null);
    if (!why) setCapturing(null);
  };

  const close = () => {
    setCapturing(null);
    setError(null);
    closeCheatSheet();
  };

  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && !capturing && close()}>
      <DialogSurface className={s.surface} aria-label="Keyboard shortcuts" data-cheat-sheet>
        <DialogBody>
          <DialogTitle>{editing ? 'Change key bindings' : 'Keyboard shortcuts'}</DialogTitle>
          <DialogContent>
            {editing && (
              <Caption1 block>
                Choose Change, then press the new keys (Esc to stop). A key another command holds is refused; your bindings are saved to your preferences.
              </Caption1>
            )}
            {error && (
              <Caption1 block className={s.error} role="alert">
                {error}
              </Caption1>
            )}
            <div className={s.columns}>
              {groups.map(([group, rows]) => (
                <section key={group} className={s.group}>
                  <h3 className={s.heading}>{group}</h3>
                  {rows.map((r) => (
                    <div key={r.id} className={s.row} data-shortcut={r.id}>
                      <span className={overrides[r.id] !== undefined ? s.changed : undefined}>{commandLabel(r.ref)}</span>
                      <span className={s.keys}>
                        {capturing === r.id ? (
                          <span
                            className={s.capture}
                            tabIndex={0}
                            ref={(el) => el?.focus()}
                            onKeyDown={(e) => onCapture(e, r.id)}
                            aria-label={`New keys for ${commandLabel(r.ref)}`}
                          >
                            Press keys…
                          </span>
                        ) : r.keys ? (
                          <Kbd>{kbdLabel(r.keys)}</Kbd>
                        ) : (
                          <Caption1>none</Caption1>
                        )}
                        {editing && capturing !== r.id && (
                          <>
                            <Button size="small" appearance="subtle" onClick={() => setCapturing(r.id)}>
                              Change
                            </Button>
                            {r.keys && (
                              <Button size="small" appearance="subtle" onClick={() => setBinding(r.id, '')}>
                                Unbind
                              </Button>
                            )}
                            {overrides[r.id] !== undefined && (
                              <Button size="small" appearance="subtle" onClick={() => resetBinding(r.id)}>
                                Reset
                              </Button>
                            )}
                          </>
                        )}
                      </span>
                    </div>
                  ))}
                </section>
              ))}
            </div>
          </DialogContent>
          <DialogActions>
            {editing && <Switch checked={showAll} onChange={(_, d) => setShowAll(d.checked)} label="Show commands without keys" />}
            {editing && Object.keys(overrides).length > 0 && <Button onClick={resetAllBindings}>Reset all to defaults</Button>}
            {!editing && <Button onClick={() => (cheatSheet.editing = true)}>Change key bindings…</Button>}
            <Button appearance="primary" onClick={close}>
              Close
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
