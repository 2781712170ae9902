/**
 * The well tuner's four tables, each also a widget of its own (Corrections, Stand Corrections, Event
 * Corrections, Zones): what detection found in the window, what corrects it, and a form to add a
 * correction. Editing needs WELL_PROCESSING (the server checks it again); without it the tables read.
 */
import { Button, Checkbox, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, useState, type ReactNode } from 'react';
import { addCorrection, deleteCorrection, updateCorrection, type CorrectionKind, type TunerStand, type WellTunerView } from '../../../api/logs/well-tuner';
import { ACTIVITIES } from '../../../domain/drilling/activities';
import { ZONE_KINDS, ZONE_KIND_LABELS, type StandAction, type ZoneKind } from '../../../domain/drilling/corrections/corrections';
import { showDayTimeS, showTimeS } from '../../../features/format/user-format';
import { displayUnit, formatValue } from '../../../features/log-tracks/display-units';
import { notify } from '../../../state/notifications';
import { useUnitSystem } from '../../reports/use-unit-system';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  table: { borderCollapse: 'collapse', width: '100%', fontSize: '12px' },
  th: {
    textAlign: 'start',
    fontWeight: tokens.fontWeightSemibold,
    padding: '3px 6px',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    whiteSpace: 'nowrap',
  },
  td: { padding: '3px 6px', borderBottom: `1px solid ${tokens.colorNeutralStroke3}`, verticalAlign: 'middle', fontVariantNumeric: 'tabular-nums' },
  muted: { color: tokens.colorNeutralForeground3 },
  off: { color: tokens.colorNeutralForeground4, textDecorationLine: 'line-through' },
  form: { display: 'flex', flexWrap: 'wrap', gap: '6px', alignItems: 'end' },
  label: { display: 'flex', flexDirection: 'column', fontSize: '11px', color: tokens.colorNeutralForeground2, gap: '2px' },
  actions: { display: 'flex', gap: '4px', flexWrap: 'wrap' },
});

export interface TableProps {
  wellId: string;
  view: WellTunerView;
  canEdit: boolean;
  /** The window shown, epoch s: a new correction starts inside it. */
  fromS: number;
  toS: number;
  onChanged(): void;
}

/** datetime-local text (the browser's zone, as the times are shown) ↔ epoch s. */
const toLocalInput = (s: number) => {
  const d = new Date(s * 1000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
};
const fromLocalInput = (v: string): number | null => {
  const ms = new Date(v).getTime();
  return Number.isFinite(ms) ? Math.round(ms / 1000) : null;
};
const mmss = (s: number) => `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, '0')}`;

async function run(what: () => Promise<{ message?: string }>, after: () => void) {
  try {
    const r = await what();
    if (r.message) notify('success', r.message);
    after();
  } catch {
    // the request layer shows the server's message (400 naming the field, 409, 403)
  }
}

function Table({ head, children, label }: { head: string[]; children: ReactNode; label: string }) {
  const s = useStyles();
  return (
    <table className={s.table} aria-label={label}>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} className={s.th}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

function TimeField({ label, value, onChange }: { label: string; value: string; onChange(v: string): void }) {
  const s = useStyles();
  return (
    <label className={s.label}>
      {label}
      <Input size="small" type="datetime-local" step={1} value={value} onChange={(_, d) => onChange(d.value)} aria-label={label} />
    </label>
  );
}

const remove = (p: TableProps, kind: CorrectionKind, id: string) => run(() => deleteCorrection(p.wellId, kind, id), p.onChanged);

// ───────────── Corrections: the rig state over a time range ─────────────

export function ActivityCorrectionsTable(p: TableProps) {
  const s = useStyles();
  const [from, setFrom] = useState(toLocalInput(p.toS - 3600));
  const [to, setTo] = useState(toLocalInput(p.toS - 3000));
  const [code, setCode] = useState(String(ACTIVITIES[4].code));
  const [comment, setComment] = useState('');
  const list = p.view.corrections.activities;
  const add = () =>
    run(
      () => addCorrection(p.wellId, 'activities', { from_s: fromLocalInput(from), to_s: fromLocalInput(to), code: Number(code), comment }),
      () => {
        setComment('');
        p.onChanged();
      },
    );
  return (
    <section className={s.section} data-tuner-table="corrections">
      <Table head={['From', 'To', 'Detected as', 'Corrected to', 'Comment', 'By', '']} label="Activity corrections">
        {list.map((c) => {
          const detected = [...new Set(p.view.detected.filter((r) => r.start < c.to_s && r.end > c.from_s).map((r) => r.label))].join(', ');
          return (
            <tr key={c.id}>
              <td className={s.td}>{showDayTimeS(c.from_s)}</td>
              <td className={s.td}>{showDayTimeS(c.to_s)}</td>
              <td className={s.td}>{detected || <span className={s.muted}>outside the window</span>}</td>
              <td className={s.td}>{ACTIVITIES[c.code]?.label ?? c.code}</td>
              <td className={s.td}>{c.comment}</td>
              <td className={s.td}>{c.created_by ?? '-'}</td>
              <td className={s.td}>
                {p.canEdit && (
                  <Button size="small" onClick={() => void remove(p, 'activities', c.id)}>
                    Delete
                  </Button>
                )}
              </td>
            </tr>
          );
        })}
      </Table>
      {list.length === 0 && <span className={s.muted}>No activity corrections on this well: the time log is as detected.</span>}
      {p.canEdit && (
        <form
          className={s.form}
          onSubmit={(e) => {
            e.preventDefault();
            void add();
          }}
        >
          <TimeField label="From" value={from} onChange={setFrom} />
          <TimeField label="To" value={to} onChange={setTo} />
          <label className={s.label}>
            The rig was
            <Select size="small" value={code} onChange={(_, d) => setCode(d.value)} aria-label="Corrected activity">
              {ACTIVITIES.map((a) => (
                <option key={a.code} value={a.code}>
                  {a.label}
                </option>
              ))}
            </Select>
          </label>
          <label className={s.label}>
            Comment
            <Input size="small" value={comment} onChange={(_, d) => setComment(d.value)} aria-label="Comment" />
          </label>
          <Button size="small" appearance="primary" type="submit">
            Add correction
          </Button>
        </form>
      )}
    </section>
  );
}

// ───────────── Stand corrections ─────────────

const STAND_ACTION_LABEL: Record<StandAction, string> = { not_connection: 'Not a connection', exclude: 'Not a stand', retime: 'Re-timed' };

function RetimeForm({ p, stand, onDone }: { p: TableProps; stand: TunerStand; onDone(): void }) {
  const s = useStyles();
  const c = stand.correction?.action === 'retime' ? stand.correction : null;
  const d = stand.connection;
  const init = (v: number | null | undefined, fallback: number) => toLocalInput(v ?? fallback);
  const [off, setOff] = useState(init(c?.off_bottom_s ?? d?.off_bottom_s, stand.end_s));
  const [inS, setIn] = useState(init(c?.slips_in_s ?? d?.slips_in_s, stand.end_s + 60));
  const [outS, setOut] = useState(init(c?.slips_out_s ?? d?.slips_out_s, stand.end_s + 240));
  const [on, setOn] = useState(init(c?.on_bottom_s ?? d?.on_bottom_s, stand.end_s + 300));
  const body = () => ({
    stand_start_s: stand.start_s,
    action: 'retime',
    off_bottom_s: fromLocalInput(off),
    slips_in_s: fromLocalInput(inS),
    slips_out_s: fromLocalInput(outS),
    on_bottom_s: fromLocalInput(on),
  });
  return (
    <form
      className={s.form}
      onSubmit={(e) => {
        e.preventDefault();
        void run(
          () => (stand.correction ? updateCorrection(p.wellId, 'stands', stand.correction.id, body()) : addCorrection(p.wellId, 'stands', body())),
          () => {
            onDone();
            p.onChanged();
          },
        );
      }}
    >
      <TimeField label="Off bottom" value={off} onChange={setOff} />
      <TimeField label="Slips in" value={inS} onChange={setIn} />
      <TimeField label="Slips out" value={outS} onChange={setOut} />
      <TimeField label="On bottom" value={on} onChange={setOn} />
      <Button size="small" appearance="primary" type="submit">
        Save times
      </Button>
      <Button size="small" onClick={onDone}>
        Cancel
      </Button>
    </form>
  );
}

export function StandCorrectionsTable(p: TableProps) {
  const s = useStyles();
  const system = useUnitSystem();
  const m = useMemo(() => displayUnit('m', system), [system]);
  const [retiming, setRetiming] = useState<number | null>(null);
  const set = (st: TunerStand, action: StandAction) => {
    const body = { stand_start_s: st.start_s, action };
    return run(() => (st.correction ? updateCorrection(p.wellId, 'stands', st.correction.id, body) : addCorrection(p.wellId, 'stands', body)), p.onChanged);
  };
  const retimed = (st: TunerStand) => {
    const c = st.correction;
    if (c?.action !== 'retime') return null;
    const off = c.off_bottom_s ?? Math.min(st.connection?.off_bottom_s ?? c.slips_in_s!, c.slips_in_s!);
    const on = c.on_bottom_s ?? Math.max(st.connection?.on_bottom_s ?? c.slips_out_s!, c.slips_out_s!);
    return { s2s: c.slips_out_s! - c.slips_in_s!, w2w: on - off };
  };
  return (
    <section className={s.section} data-tuner-table="stand-corrections">
      <Table
        head={['Stand', 'Drilled', `Depth (${m.symbol})`, 'Slips in', 'Slips to slips', 'Weight to weight', 'Correction', '']}
        label="Stands and their corrections"
      >
        {p.view.stands.map((st) => {
          const r = retimed(st);
          const c = st.connection;
          return [
            <tr key={st.start_s} data-stand={st.index}>
              <td className={s.td}>{st.index}</td>
              <td className={s.td}>
                {showTimeS(st.start_s)} – {showTimeS(st.end_s)}
              </td>
              <td className={s.td}>
                {formatValue(st.from_m, m)} – {formatValue(st.to_m, m)}
              </td>
              <td className={s.td}>{c ? showTimeS(c.slips_in_s) : <span className={s.muted}>no connection</span>}</td>
              <td className={s.td}>
                {c ? <span className={r || st.correction ? s.off : undefined}>{mmss(c.slips_to_slips_s)}</span> : '-'}
                {r && ` ${mmss(r.s2s)}`}
              </td>
              <td className={s.td}>
                {c ? <span className={r || st.correction ? s.off : undefined}>{mmss(c.weight_to_weight_s)}</span> : '-'}
                {r && ` ${mmss(r.w2w)}`}
              </td>
              <td className={s.td}>
                {st.correction ? STAND_ACTION_LABEL[st.correction.action] : st.counted ? <span className={s.muted}>as detected</span> : 'in an excluded zone'}
              </td>
              <td className={s.td}>
                {p.canEdit && (
                  <div className={s.actions}>
                    {c && st.correction?.action !== 'not_connection' && (
                      <Button size="small" onClick={() => void set(st, 'not_connection')}>
                        Not a connection
                      </Button>
                    )}
                    {st.correction?.action !== 'exclude' && (
                      <Button size="small" onClick={() => void set(st, 'exclude')}>
                        Not a stand
                      </Button>
                    )}
                    <Button size="small" onClick={() => setRetiming(retiming === st.start_s ? null : st.start_s)}>
                      Re-time…
                    </Button>
                    {st.correction && (
                      <Button size="small" onClick={() => void remove(p, 'stands', st.correction!.id)}>
                        As detected
                      </Button>
                    )}
                  </div>
                )}
              </td>
            </tr>,
            retiming === st.start_s && (
              <tr key={`${st.start_s}-retime`}>
                <td className={s.td} colSpan={8}>
                  <RetimeForm p={p} stand={st} onDone={() => setRetiming(null)} />
                </td>
              </tr>
            ),
          ];
        })}
      </Table>
      {p.view.stands.length === 0 && <span className={s.muted}>Detection found no stands in this window.</span>}
    </section>
  );
}

// ───────────── Event corrections: detected trips ─────────────

export function EventCorrectionsTable(p: TableProps) {
  const s = useStyles();
  const system = useUnitSystem();
  const m = useMemo(() => displayUnit('m', system), [system]);
  const mph = useMemo(() => displayUnit('m/h', system), [system]);
  const act = (t: WellTunerView['trips'][number], body: object) =>
    run(() => (t.correction ? updateCorrection(p.wellId, 'events', t.correction.id, body) : addCorrection(p.wellId, 'events', body)), p.onChanged);
  return (
    <section className={s.section} data-tuner-table="event-corrections">
      <Table head={['Trip', 'From', 'To', `Depth (${m.symbol})`, `Speed (${mph.symbol})`, 'Correction', '']} label="Detected trips and their corrections">
        {p.view.trips.map((t) => (
          <tr key={t.start_s}>
            <td className={s.td}>{t.direction === 'in' ? 'Trip in' : 'Trip out'}</td>
            <td className={s.td}>{showDayTimeS(t.start_s)}</td>
            <td className={s.td}>{showDayTimeS(t.end_s)}</td>
            <td className={s.td}>
              {t.from_m === null ? '-' : formatValue(t.from_m, m)} – {t.to_m === null ? '-' : formatValue(t.to_m, m)}
            </td>
            <td className={s.td}>{t.speed_m_per_h === null ? '-' : formatValue(t.speed_m_per_h, mph)}</td>
            <td className={s.td}>
              {t.correction ? (
                t.correction.action === 'dismiss' ? (
                  'Dismissed'
                ) : (
                  `Really a trip ${t.correction.direction}`
                )
              ) : t.counted ? (
                <span className={s.muted}>as detected</span>
              ) : (
                'in an excluded zone'
              )}
            </td>
            <td className={s.td}>
              {p.canEdit && (
                <div className={s.actions}>
                  {t.correction?.action !== 'dismiss' && (
                    <Button size="small" onClick={() => void act(t, { trip_start_s: t.start_s, action: 'dismiss' })}>
                      Not a trip
                    </Button>
                  )}
                  <Button
                    size="small"
                    onClick={() => void act(t, { trip_start_s: t.start_s, action: 'set_direction', direction: t.direction === 'in' ? 'out' : 'in' })}
                  >
                    Trip {t.direction === 'in' ? 'out' : 'in'}
                  </Button>
                  {t.correction && (
                    <Button size="small" onClick={() => void remove(p, 'events', t.correction!.id)}>
                      As detected
                    </Button>
                  )}
                </div>
              )}
            </td>
          </tr>
        ))}
      </Table>
      {p.view.trips.length === 0 && <span className={s.muted}>Detection found no trips in this window.</span>}
    </section>
  );
}

// ───────────── Zones ─────────────

export function ZonesTable(p: TableProps) {
  const s = useStyles();
  const system = useUnitSystem();
  const m = useMemo(() => displayUnit('m', system), [system]);
  const [name, setName] = useState('');
  const [kind, setKind] = useState<ZoneKind>('exclude_kpi');
  const [from, setFrom] = useState(toLocalInput(p.toS - 3600));
  const [to, setTo] = useState(toLocalInput(p.toS));
  const [fromM, setFromM] = useState('');
  const [toM, setToM] = useState('');
  const [exclude, setExclude] = useState(true);
  const depth = (v: string) => (v.trim() === '' ? null : Number(v.replace(',', '.')) / m.convert(1));
  const add = () =>
    run(
      () =>
        addCorrection(p.wellId, 'zones', {
          name,
          kind,
          from_s: from ? fromLocalInput(from) : null,
          to_s: to ? fromLocalInput(to) : null,
          from_m: depth(fromM),
          to_m: depth(toM),
          exclude_from_kpis: exclude,
        }),
      () => {
        setName('');
        p.onChanged();
      },
    );
  return (
    <section className={s.section} data-tuner-table="zones">
      <Table head={['Zone', 'Kind', 'From', 'To', `Depth (${m.symbol})`, 'KPIs', 'By', '']} label="Zones">
        {p.view.corrections.zones.map((z) => (
          <tr key={z.id}>
            <td className={s.td}>{z.name}</td>
            <td className={s.td}>{ZONE_KIND_LABELS[z.kind]}</td>
            <td className={s.td}>{z.from_s === null ? '-' : showDayTimeS(z.from_s)}</td>
            <td className={s.td}>{z.to_s === null ? '-' : showDayTimeS(z.to_s)}</td>
            <td className={s.td}>{z.from_m === null ? '-' : `${formatValue(z.from_m, m)} – ${formatValue(z.to_m!, m)}`}</td>
            <td className={s.td}>{z.exclude_from_kpis ? 'excluded' : 'counted'}</td>
            <td className={s.td}>{z.created_by ?? '-'}</td>
            <td className={s.td}>
              {p.canEdit && (
                <Button size="small" onClick={() => void remove(p, 'zones', z.id)}>
                  Delete
                </Button>
              )}
            </td>
          </tr>
        ))}
      </Table>
      {p.view.corrections.zones.length === 0 && <span className={s.muted}>No zones on this well.</span>}
      {p.canEdit && (
        <form
          className={s.form}
          onSubmit={(e) => {
            e.preventDefault();
            void add();
          }}
        >
          <label className={s.label}>
            Name
            <Input size="small" value={name} onChange={(_, d) => setName(d.value)} aria-label="Zone name" placeholder="e.g. 9 5/8 in casing run" />
          </label>
          <label className={s.label}>
            Kind
            <Select size="small" value={kind} onChange={(_, d) => setKind(d.value as ZoneKind)} aria-label="Zone kind">
              {ZONE_KINDS.map((k) => (
                <option key={k} value={k}>
                  {ZONE_KIND_LABELS[k]}
                </option>
              ))}
            </Select>
          </label>
          <TimeField label="From (time)" value={from} onChange={setFrom} />
          <TimeField label="To (time)" value={to} onChange={setTo} />
          <label className={s.label}>
            From ({m.symbol})
            <Input size="small" inputMode="decimal" value={fromM} onChange={(_, d) => setFromM(d.value)} aria-label="From depth" style={{ width: 80 }} />
          </label>
          <label className={s.label}>
            To ({m.symbol})
            <Input size="small" inputMode="decimal" value={toM} onChange={(_, d) => setToM(d.value)} aria-label="To depth" style={{ width: 80 }} />
          </label>
          <Checkbox checked={exclude} onChange={(_, d) => setExclude(Boolean(d.checked))} label="Exclude from KPIs" />
          <Button size="small" appearance="primary" type="submit">
            Add zone
          </Button>
        </form>
      )}
    </section>
  );
}
