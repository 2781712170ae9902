/**
 * A frac stage's notes beside its treatment plot (spec 7.13, GET completions/{id}/frac_stages/{n}/notes):
 * the comments, recommendations and incidents (journal troubles) written during the stage's record,
 * each kind only when the user may view it on the well (the answer's `kinds`, and the well's
 * permissions here, so a kind the user may not see is not offered as empty). Narrow panes show one
 * line of counts in place of the lists.
 */
import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { fetchFracStageNotes, type FracStageNotesData } from '../../api/completions';
import { useOwnedSWR } from '../../api/owned-swr';
import type { AnnotationDto } from '../../domain/notes/note-kinds';
import { NOTE_KIND_ACCESS } from '../../domain/notes/note-kinds';
import { useWellPermissions } from '../../features/auth/use-well-permissions';
import { when } from '../reports/report-units';

type Kind = FracStageNotesData['kinds'][number];
const SECTIONS: { kind: Kind; label: string; view: string; pick(d: FracStageNotesData): AnnotationDto[] }[] = [
  { kind: 'comment', label: 'Comments', view: NOTE_KIND_ACCESS.comment.view, pick: (d) => d.comments },
  { kind: 'recommendation', label: 'Recommendations', view: NOTE_KIND_ACCESS.recommendation.view, pick: (d) => d.recommendations },
  { kind: 'incident', label: 'Incidents', view: 'VIEW_INCIDENTS', pick: (d) => d.incidents },
];

const useStyles = makeStyles({
  aside: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    width: '240px',
    flexShrink: 0,
    overflowY: 'auto',
    paddingLeft: tokens.spacingHorizontalS,
    borderLeft: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  section: { display: 'flex', flexDirection: 'column' },
  heading: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase200 },
  item: { display: 'flex', flexDirection: 'column', padding: '2px 0', borderBottom: `1px solid ${tokens.colorNeutralStroke3}` },
  muted: { color: tokens.colorNeutralForeground3 },
  text: { fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere' },
  line: { flexShrink: 0, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
});

function useStageNotes(wellId: string | null, stageNo: number | null) {
  const swr = useOwnedSWR(
    `frac/notes|${wellId}`,
    wellId && stageNo !== null ? ['frac', wellId, 'notes', stageNo] : null,
    () => fetchFracStageNotes(wellId!, stageNo!),
    { revalidateOnFocus: false },
  );
  const perms = useWellPermissions(wellId);
  const d = swr.data?.data;
  const sections = d ? SECTIONS.filter((s) => d.kinds.includes(s.kind) && (!perms || perms.has(s.view))).map((s) => ({ ...s, items: s.pick(d) })) : [];
  return { d, sections, error: swr.error as Error | undefined };
}

export function StageNotes({ wellId, stageNo, narrow }: { wellId: string | null; stageNo: number; narrow: boolean }) {
  const s = useStyles();
  const { d, sections, error } = useStageNotes(wellId, stageNo);
  if (error) return <Caption1 className={s.line}>{`Stage ${stageNo} notes could not be read: ${error.message}`}</Caption1>;
  if (!d) return null;
  if (narrow) {
    const text = sections.length ? sections.map((x) => `${x.label.toLowerCase()} ${x.items.length}`).join(', ') : 'none you may view';
    return (
      <Caption1 className={s.line} data-stage-notes={stageNo} title={sections.flatMap((x) => x.items.map((i) => `${x.label}: ${i.title}`)).join('\n')}>
        {`Stage ${stageNo} notes: ${text}`}
      </Caption1>
    );
  }
  return (
    <aside className={s.aside} aria-label={`Notes of stage ${stageNo}`} data-stage-notes={stageNo}>
      <span className={s.heading}>{`Stage ${stageNo} notes`}</span>
      {sections.length === 0 && <Caption1 className={s.muted}>You may not view this well's comments, recommendations or incidents.</Caption1>}
      {sections.map((x) => (
        <section key={x.kind} className={s.section} data-notes-kind={x.kind} aria-label={x.label}>
          <Caption1 className={s.heading}>{`${x.label} (${x.items.length})`}</Caption1>
          {x.items.length === 0 ? (
            <Caption1 className={s.muted}>{`No ${x.label.toLowerCase()} during this stage.`}</Caption1>
          ) : (
            x.items.map((i) => (
              <div key={i.id} className={s.item} data-note-id={i.id}>
                <Caption1 className={s.muted}>{i.end_time ? `${when(i.time)} – ${when(i.end_time)}` : when(i.time)}</Caption1>
                <span className={s.text}>{i.title}</span>
                {i.text && i.text !== i.title && <Caption1 className={s.text}>{i.text}</Caption1>}
              </div>
            ))
          )}
        </section>
      ))}
    </aside>
  );
}
