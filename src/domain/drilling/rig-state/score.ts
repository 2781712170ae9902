/**
 * Scoring detection against a known truth (the simulator's): share of seconds right and the
 * confusion matrix, so a tuning change shows where it helps and where it hurts.
 */
import { ACTIVITIES, ACTIVITY_COUNT } from '../activities';

export interface DetectionScore {
  readonly seconds: number;
  readonly correct: number;
  /** correct / seconds. */
  readonly accuracy: number;
  /** confusion[truth][detected] = seconds. */
  readonly confusion: number[][];
  /** Per truth activity: seconds and recall (share of its seconds detected as itself). */
  readonly perActivity: { id: string; seconds: number; recall: number; precision: number }[];
}

export function scoreDetection(truth: ArrayLike<number>, detected: ArrayLike<number>): DetectionScore {
  if (truth.length !== detected.length) throw new RangeError('truth and detected differ in length');
  const confusion = Array.from({ length: ACTIVITY_COUNT }, () => new Array<number>(ACTIVITY_COUNT).fill(0));
  let correct = 0;
  for (let i = 0; i < truth.length; i++) {
    confusion[truth[i]][detected[i]]++;
    if (truth[i] === detected[i]) correct++;
  }
  const perActivity = ACTIVITIES.map((a) => {
    const row = confusion[a.code];
    const seconds = row.reduce((s, v) => s + v, 0);
    const detectedAs = confusion.reduce((s, r) => s + r[a.code], 0);
    return {
      id: a.id,
      seconds,
      recall: seconds ? row[a.code] / seconds : NaN,
      precision: detectedAs ? row[a.code] / detectedAs : NaN,
    };
  });
  return { seconds: truth.length, correct, accuracy: truth.length ? correct / truth.length : NaN, confusion, perActivity };
}

/** A fixed-width text table of the confusion matrix (rows truth, columns detected), for logs. */
export function formatConfusion(score: DetectionScore): string {
  const short = ACTIVITIES.map((a) => a.id.replace('_DRILLING', '').replace('CIRCULATING', 'CIRC').replace('OUT_OF_HOLE', 'OOH').replace('CONNECTION', 'CONN'));
  const w = 9;
  const pad = (s: string) => s.padStart(w);
  const lines = [pad('truth\\det') + short.map(pad).join('') + pad('recall')];
  score.confusion.forEach((row, i) => {
    lines.push(pad(short[i]) + row.map((v) => pad(String(v))).join('') + pad((score.perActivity[i].recall * 100).toFixed(1) + '%'));
  });
  lines.push(pad('precision') + score.perActivity.map((p) => pad((p.precision * 100).toFixed(1) + '%')).join(''));
  return lines.join('\n');
}
