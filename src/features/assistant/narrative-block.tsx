/**
 * An AI report's narrative with the numbers it came from printed beside it (issue 21): the prose
 * (by the model, or by the template), who wrote it, the facts as a table (each linking to the pane
 * that shows it, outside print), what could not be read, and any number the prose holds that no
 * fact does. Used by the morning report's print view and by the chat.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { AI_MODEL_CHOICES } from '../../domain/assistant/chat-api';
import { shownFact, type ReportFact, type ReportNarrative } from '../../domain/assistant/report-narrative';
import { openRoute } from '../workspace/open-route';

const useStyles = makeStyles({
  root: { display: 'flex', gap: tokens.spacingHorizontalL, alignItems: 'flex-start', flexWrap: 'wrap', breakInside: 'avoid' },
  prose: { flex: '2 1 260px', minWidth: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  text: { margin: 0, lineHeight: 1.45, whiteSpace: 'pre-wrap' },
  by: { fontSize: tokens.fontSizeBase100, color: tokens.colorNeutralForeground3 },
  warn: { fontSize: tokens.fontSizeBase200, color: tokens.colorPaletteMarigoldForeground1 },
  facts: { flex: '1 1 220px', borderCollapse: 'collapse', fontSize: tokens.fontSizeBase200 },
  cell: { padding: '1px 6px', borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, textAlign: 'left', verticalAlign: 'top' },
  num: { padding: '1px 6px', borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
});

const modelLabel = (id: string | null) => AI_MODEL_CHOICES.find((m) => m.id === id)?.label ?? id ?? '';

function FactValue({ f, links }: { f: ReportFact; links: boolean }) {
  const cite = f.cite;
  if (!links || !cite) return <>{shownFact(f)}</>;
  return (
    <a
      href="#"
      data-cite={cite.route_id}
      onClick={(e) => {
        e.preventDefault();
        void openRoute({ routeId: cite.route_id, placement: 'split', pin: cite.well });
      }}
    >
      {shownFact(f)}
    </a>
  );
}

export function NarrativeBlock({ n, links = true }: { n: ReportNarrative; links?: boolean }) {
  const s = useStyles();
  return (
    <div className={s.root} data-narrative={n.kind} data-written-by={n.written_by}>
      <div className={s.prose}>
        <p className={s.text} data-narrative-text>
          {n.narrative}
        </p>
        <div className={s.by}>
          {n.written_by === 'model' ? `Written by ${modelLabel(n.model)} from the facts beside it` : 'Written by the template from the facts beside it'}
        </div>
        {n.note && (
          <div className={s.warn} role="status" data-narrative-note>
            {n.note}
          </div>
        )}
        {n.unsupported_numbers.length > 0 && (
          <div className={s.warn} data-narrative-unsupported>
            Not among the facts: {n.unsupported_numbers.join(', ')}. Check these against the panes.
          </div>
        )}
        {n.missing.length > 0 && <div className={s.warn}>Not read: {n.missing.join('; ')}</div>}
      </div>
      <table className={s.facts} data-narrative-facts>
        <tbody>
          {n.facts.map((f) => (
            <tr key={f.id} data-fact={f.id}>
              <th className={s.cell} scope="row">
                {f.label}
              </th>
              <td className={s.num}>
                <FactValue f={f} links={links} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
