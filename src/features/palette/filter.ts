/**
 * The palette's filter: every query word must match, in the label, its context or its keywords;
 * matches at the start of the label and of its words rank first, initials next ("pva" finds
 * Plan vs Actual). Text is lower-cased once per entry list (prepare), so a keystroke over 5,000
 * entries is a few string searches each and the top results, not a sort of everything.
 */

export interface Filterable {
  label: string;
  context?: string;
  keywords?: readonly string[];
  /** Added to a match's score: recently used entries rise, screens not built yet sink. */
  boost?: number;
}

export interface Prepared<T extends Filterable> {
  entry: T;
  index: number;
  label: string;
  /** Offsets where a word of the label starts. */
  wordStarts: number[];
  initials: string;
  rest: string;
}

export function prepare<T extends Filterable>(entries: readonly T[]): Prepared<T>[] {
  return entries.map((entry, index) => {
    const label = entry.label.toLowerCase();
    const wordStarts: number[] = [];
    for (let i = 0; i < label.length; i++) if (isWordChar(label.charCodeAt(i)) && (i === 0 || !isWordChar(label.charCodeAt(i - 1)))) wordStarts.push(i);
    const initials = wordStarts.map((i) => label[i]).join('');
    const rest = `${entry.context ?? ''} ${(entry.keywords ?? []).join(' ')}`.toLowerCase();
    return { entry, index, label, wordStarts, initials, rest };
  });
}

function isWordChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c > 127;
}

/** Score of one query word against an entry; 0 = no match. */
function wordScore(p: Prepared<Filterable>, w: string): number {
  const at = p.label.indexOf(w);
  if (at === 0) return 100;
  if (at > 0) {
    // The first hit may be inside a word; a later one may start a word ("plan" in "Definitive Plan").
    for (const s of p.wordStarts) if (s >= at && p.label.startsWith(w, s)) return 80;
    return 50;
  }
  if (w.length >= 2 && p.initials.startsWith(w)) return 60;
  if (w.length >= 2 && p.initials.includes(w)) return 40;
  const inRest = p.rest.indexOf(w);
  if (inRest >= 0) return inRest === 0 || p.rest.charCodeAt(inRest - 1) === 32 ? 30 : 15;
  return 0;
}

/**
 * The best `limit` entries for the query, best first; ties keep the entries' own order. An empty
 * query returns the first `limit` entries as they are.
 */
export function filterPrepared<T extends Filterable>(prepared: readonly Prepared<T>[], query: string, limit: number): T[] {
  const words = wordsOf(query);
  if (words.length === 0) return prepared.slice(0, limit).map((p) => p.entry);
  return scan(prepared, words, limit).top;
}

function wordsOf(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

/** The best `limit` of the candidates that match every word, and every candidate that matched (in their order). */
function scan<T extends Filterable>(candidates: readonly Prepared<T>[], words: readonly string[], limit: number): { top: T[]; matched: Prepared<T>[] } {
  const top: { p: Prepared<T>; score: number }[] = [];
  const matched: Prepared<T>[] = [];
  for (const p of candidates) {
    let score = 0;
    for (const w of words) {
      const s = wordScore(p as Prepared<Filterable>, w);
      if (s === 0) {
        score = 0;
        break;
      }
      score += s;
    }
    if (score <= 0) continue;
    matched.push(p);
    // Shorter labels are closer matches for the same words.
    score -= p.label.length / 1000;
    score += p.entry.boost ?? 0;
    if (top.length === limit && score <= top[top.length - 1].score) continue;
    let i = top.length;
    while (i > 0 && top[i - 1].score < score) i--;
    top.splice(i, 0, { p, score });
    if (top.length > limit) top.pop();
  }
  return { top: top.map((t) => t.p.entry), matched };
}

/**
 * filterPrepared for a query typed a key at a time: it remembers the queries typed since the list
 * was prepared and what each matched. A query that extends one of them (a letter or a word more)
 * can only match what that one matched (every word must match, and a word's match is a substring
 * of the label, its initials or its context, so a shorter prefix matches too): only those are
 * searched. Backspace returns to a remembered query's answer as it was.
 */
export function narrowingFilter<T extends Filterable>(prepared: readonly Prepared<T>[]): (query: string, limit: number) => T[] {
  // The chain of queries typed, each extending the one before it (the first: nothing typed).
  const chain: { query: string; limit: number; matched: readonly Prepared<T>[]; top: T[] }[] = [];
  return (query, limit) => {
    const q = query.toLowerCase();
    const words = wordsOf(q);
    if (words.length === 0) return prepared.slice(0, limit).map((p) => p.entry);
    while (chain.length && !q.startsWith(chain[chain.length - 1].query)) chain.pop();
    const last = chain[chain.length - 1];
    if (last?.query === q && last.limit === limit) return last.top;
    const { top, matched } = scan(last?.matched ?? prepared, words, limit);
    if (last?.query === q) chain.pop();
    chain.push({ query: q, limit, matched, top });
    return top;
  };
}
