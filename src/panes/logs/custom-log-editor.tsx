/**
 * Configure a custom log: tracks (linear or log scale) and their curves (channel, colour, thickness
 * 1–5 px, one of the 11 dash styles, scale bounds, SIMPLE or MEDIAN smoothing). Plain form controls
 * in a dialog, so every field is reachable with Tab and changed with the keyboard.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Select,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { DASH_STYLES, LINE_THICKNESSES_PX, SMOOTHING_TYPES, type DashStyleId, type SmoothingType } from '../../domain/constants/display';
import { TIME_CHANNELS } from '../../domain/drilling/channels';
import type { CurveSpec, CurveTrack, TrackSpec } from '../../features/log-tracks/track-types';
import { curve } from './curve-presets';
import { parseTracks } from './custom-log-config';

const useStyles = makeStyles({
  surface: { maxWidth: '960px', width: '95vw' },
  track: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingVerticalS,
    marginBottom: tokens.spacingVerticalS,
  },
  trackHead: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'end', marginBottom: tokens.spacingVerticalXS },
  curve: {
    display: 'grid',
    gridTemplateColumns: '1.6fr 56px 70px 1.3fr 80px 80px 1fr 64px auto',
    gap: tokens.spacingHorizontalXS,
    alignItems: 'end',
    marginTop: tokens.spacingVerticalXS,
  },
  color: { width: '48px', height: '32px', padding: 0, border: 'none', background: 'none' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export function CustomLogEditor(p: {
  tracks: readonly TrackSpec[];
  /** The channels offered (the log's stage's); the rig's time channels when not given. */
  choices?: readonly { id: string; label: string; unit: string }[];
  onSave(tracks: TrackSpec[]): void;
  onCancel(): void;
}) {
  const s = useStyles();
  const choices = p.choices ?? TIME_CHANNELS;
  const first = (k: number) => choices[Math.min(k, choices.length - 1)].id;
  const [tracks, setTracks] = useState<TrackSpec[]>(() => structuredClone([...p.tracks]));
  const [error, setError] = useState<string | null>(null);

  const setTrack = (i: number, t: TrackSpec) => setTracks((ts) => ts.map((x, j) => (j === i ? t : x)));
  const setCurve = (i: number, ci: number, c: Partial<CurveSpec>) => {
    const t = tracks[i] as CurveTrack;
    setTrack(i, { ...t, curves: t.curves.map((x, j) => (j === ci ? { ...x, ...c } : x)) });
  };

  const save = () => {
    const valid = parseTracks(tracks);
    if (!valid) {
      setError('Each track needs at least one valid curve: a channel, a colour, thickness 1–5 px and a minimum below its maximum.');
      return;
    }
    const bad = valid.find((t) => t.kind === 'curves' && t.curves.some((c) => !(c.min < c.max) || (t.scale === 'log' && c.min <= 0)));
    if (bad) {
      setError(
        `Track ${valid.indexOf(bad) + 1}: every curve's minimum must be below its maximum${bad.kind === 'curves' && bad.scale === 'log' ? ', and above 0 on a log scale' : ''}.`,
      );
      return;
    }
    p.onSave(valid);
  };

  return (
    <Dialog open modalType="modal" onOpenChange={(_, d) => !d.open && p.onCancel()}>
      <DialogSurface className={s.surface}>
        <DialogBody>
          <DialogTitle>Configure the log</DialogTitle>
          <DialogContent>
            {tracks.map((t, i) =>
              t.kind !== 'curves' ? null : (
                <fieldset key={t.id} className={s.track} aria-label={`Track ${i + 1}`}>
                  <div className={s.trackHead}>
                    <Field label={`Track ${i + 1} title`}>
                      <Input value={t.title ?? ''} onChange={(_, d) => setTrack(i, { ...t, title: d.value || undefined })} />
                    </Field>
                    <Field label="Scale">
                      <Select value={t.scale} onChange={(_, d) => setTrack(i, { ...t, scale: d.value as CurveTrack['scale'] })}>
                        <option value="linear">Linear</option>
                        <option value="log">Logarithmic</option>
                      </Select>
                    </Field>
                    <Button onClick={() => setTrack(i, { ...t, curves: [...t.curves, curve(first(4))] })} disabled={t.curves.length >= 8}>
                      Add curve
                    </Button>
                    <Button onClick={() => setTracks((ts) => ts.filter((_, j) => j !== i))} disabled={tracks.length <= 1}>
                      Remove track
                    </Button>
                  </div>
                  {t.curves.map((c, ci) => (
                    <div key={ci} className={s.curve} role="group" aria-label={`Track ${i + 1} curve ${ci + 1}`}>
                      <Field label="Channel">
                        <Select
                          value={c.channel}
                          onChange={(_, d) => setCurve(i, ci, { ...curve(d.value), color: c.color, thicknessPx: c.thicknessPx, dash: c.dash })}
                        >
                          {choices.map((ch) => (
                            <option key={ch.id} value={ch.id}>{`${ch.label} (${ch.unit})`}</option>
                          ))}
                        </Select>
                      </Field>
                      <Field label="Colour">
                        <input
                          type="color"
                          className={s.color}
                          value={c.color}
                          onChange={(e) => setCurve(i, ci, { color: e.target.value })}
                          aria-label="Colour"
                        />
                      </Field>
                      <Field label="Width">
                        <Select value={String(c.thicknessPx)} onChange={(_, d) => setCurve(i, ci, { thicknessPx: Number(d.value) })}>
                          {LINE_THICKNESSES_PX.map((px) => (
                            <option key={px} value={px}>{`${px} px`}</option>
                          ))}
                        </Select>
                      </Field>
                      <Field label="Dash">
                        <Select value={c.dash} onChange={(_, d) => setCurve(i, ci, { dash: d.value as DashStyleId })}>
                          {DASH_STYLES.map((ds) => (
                            <option key={ds.id} value={ds.id}>
                              {ds.label}
                            </option>
                          ))}
                        </Select>
                      </Field>
                      <Field label="Min">
                        <Input type="number" value={String(c.min)} onChange={(_, d) => setCurve(i, ci, { min: Number(d.value) })} />
                      </Field>
                      <Field label="Max">
                        <Input type="number" value={String(c.max)} onChange={(_, d) => setCurve(i, ci, { max: Number(d.value) })} />
                      </Field>
                      <Field label="Smoothing">
                        <Select
                          value={c.smoothing?.type ?? 'NONE'}
                          onChange={(_, d) =>
                            setCurve(i, ci, { smoothing: d.value === 'NONE' ? null : { type: d.value as SmoothingType, window: c.smoothing?.window ?? 5 } })
                          }
                        >
                          <option value="NONE">None</option>
                          {SMOOTHING_TYPES.map((st) => (
                            <option key={st} value={st}>
                              {st === 'SIMPLE' ? 'Simple (average)' : 'Median'}
                            </option>
                          ))}
                        </Select>
                      </Field>
                      <Field label="Window">
                        <Input
                          type="number"
                          min={3}
                          max={101}
                          step={2}
                          disabled={!c.smoothing}
                          value={String(c.smoothing?.window ?? 5)}
                          onChange={(_, d) => c.smoothing && setCurve(i, ci, { smoothing: { ...c.smoothing, window: Number(d.value) } })}
                        />
                      </Field>
                      <Button
                        aria-label={`Remove curve ${ci + 1}`}
                        onClick={() => setTrack(i, { ...t, curves: t.curves.filter((_, j) => j !== ci) })}
                        disabled={t.curves.length <= 1}
                      >
                        Remove
                      </Button>
                    </div>
                  ))}
                </fieldset>
              ),
            )}
            <Button
              onClick={() => setTracks((ts) => [...ts, { kind: 'curves', id: `t${Date.now().toString(36)}`, scale: 'linear', curves: [curve(first(5))] }])}
              disabled={tracks.length >= 8}
            >
              Add track
            </Button>
            {error && (
              <p className={s.error} role="alert">
                {error}
              </p>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={save}>
              Save
            </Button>
            <Button onClick={p.onCancel}>Cancel</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
