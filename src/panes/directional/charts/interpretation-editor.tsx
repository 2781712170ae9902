/**
 * The geologist's interpretation editor of the geosteering pane, keyboard first: two text areas, one
 * point a line — "MD top bottom" for the formation picks and "MD TVD above below" for the target line
 * and its window, metres — checked by the API's own zod schema as you type (the error names the line
 * and field). Ctrl+Enter applies (PUT, then the view reloads), Escape puts back what is stored.
 */
import { Button, Caption1, Field, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { saveInterpretation, type GeosteeringAnswer } from '../../../api/geosteering';
import { interpretationBody, type InterpretationInput } from '../../../domain/directional/geosteering-interpretation';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    alignItems: 'flex-start',
    flexWrap: 'wrap',
  },
  area: { minWidth: '260px', flexGrow: 1 },
  side: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, maxWidth: '360px' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

const fmt = (v: number) => String(Math.round(v * 100) / 100);

function toText(g: GeosteeringAnswer) {
  const ip = g.interpretation;
  const tl = g.target_line;
  return {
    picks: ip.md.map((m, i) => `${fmt(m)} ${fmt(ip.top_tvd[i])} ${fmt(ip.bottom_tvd[i])}`).join('\n'),
    line: tl.md.map((m, i) => `${fmt(m)} ${fmt(tl.tvd[i])} ${fmt(tl.window_above_m[i])} ${fmt(tl.window_below_m[i])}`).join('\n'),
  };
}

const rows = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => l.split(/[\s,;]+/).map(Number));

/** The body the text gives, or the first problem named by line and field. */
export function parseInterpretation(picks: string, line: string): { body: InterpretationInput } | { error: string } {
  const a = rows(picks);
  const b = rows(line);
  const badA = a.findIndex((r) => r.length !== 3 || r.some((v) => !Number.isFinite(v)));
  if (badA >= 0) return { error: `Picks, line ${badA + 1}: give three numbers, MD top bottom` };
  const badB = b.findIndex((r) => r.length !== 4 || r.some((v) => !Number.isFinite(v)));
  if (badB >= 0) return { error: `Target line, line ${badB + 1}: give four numbers, MD TVD above below` };
  const body = {
    interpretation_points: a.map(([md_m, top_tvd_m, bottom_tvd_m]) => ({ md_m, top_tvd_m, bottom_tvd_m })),
    target_line_points: b.map(([md_m, tvd_m, window_above_m, window_below_m]) => ({ md_m, tvd_m, window_above_m, window_below_m })),
  };
  const r = interpretationBody.safeParse(body);
  if (r.success) return { body: r.data };
  const issue = r.error.issues[0];
  const [list, index, field] = issue.path as [string, number, string];
  return { error: `${list === 'interpretation_points' ? 'Picks' : 'Target line'}, line ${Number(index) + 1}: ${field} ${issue.message}` };
}

export function InterpretationEditor({ wellId, g, onSaved }: { wellId: string; g: GeosteeringAnswer; onSaved(): void }) {
  const s = useStyles();
  const stored = useMemo(() => toText(g), [g]);
  const [picks, setPicks] = useState(stored.picks);
  const [line, setLine] = useState(stored.line);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  useEffect(() => {
    setPicks(stored.picks);
    setLine(stored.line);
  }, [stored]);
  const parsed = parseInterpretation(picks, line);
  const dirty = picks !== stored.picks || line !== stored.line;
  const apply = async () => {
    if (!('body' in parsed) || !dirty || saving) return;
    setSaving(true);
    setServerError(null);
    try {
      await saveInterpretation(wellId, parsed.body);
      onSaved();
    } catch (e) {
      setServerError(String((e as Error).message ?? e));
    } finally {
      setSaving(false);
    }
  };
  const cancel = () => {
    setPicks(stored.picks);
    setLine(stored.line);
    setServerError(null);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      void apply();
    } else if (e.key === 'Escape' && dirty) {
      e.preventDefault();
      e.stopPropagation();
      cancel();
    }
  };
  const error = 'error' in parsed ? parsed.error : serverError;
  return (
    <div className={s.root} onKeyDown={onKeyDown} data-interpretation-editor={dirty ? 'dirty' : 'clean'}>
      <Field className={s.area} label="Interpreted top and bottom: MD top-TVD bottom-TVD (m), one point a line" size="small">
        <Textarea value={picks} onChange={(_, d) => setPicks(d.value)} rows={3} resize="vertical" aria-label="Interpretation points" />
      </Field>
      <Field className={s.area} label="Target line: MD TVD window-above window-below (m), one point a line" size="small">
        <Textarea value={line} onChange={(_, d) => setLine(d.value)} rows={3} resize="vertical" aria-label="Target line points" />
      </Field>
      <div className={s.side}>
        <Caption1>Ctrl+Enter applies, Escape cancels.</Caption1>
        {error ? (
          <Caption1 className={s.error} role="alert">
            {error}
          </Caption1>
        ) : null}
        <div>
          <Button size="small" appearance="primary" disabled={!dirty || 'error' in parsed || saving} onClick={() => void apply()}>
            Apply
          </Button>{' '}
          <Button size="small" disabled={!dirty || saving} onClick={cancel}>
            Cancel
          </Button>
        </div>
      </div>
    </div>
  );
}
