import { messages } from './messages';
import { isEmptyInput, type Rule, type RuleResult } from './rule';

export interface UniqueOptions {
  /** Default true: 'Casing 1' and 'casing 1 ' read as the same name to people. */
  readonly ignoreCase?: boolean;
}

function normalise(value: unknown, ignoreCase: boolean): string {
  const text = String(value).trim();
  return ignoreCase ? text.toLowerCase() : text;
}

/** 'The value must be unique' when the value equals one of the others (the list without itself). */
export function unique(others: readonly unknown[], options: UniqueOptions = {}): Rule<unknown> {
  const ignoreCase = options.ignoreCase ?? true;
  const taken = new Set(others.filter((o) => !isEmptyInput(o)).map((o) => normalise(o, ignoreCase)));
  return (value) => (isEmptyInput(value) || !taken.has(normalise(value, ignoreCase)) ? true : messages.unique);
}

/** One result per value of a column (grid editing): every repeated value is flagged, not only the later ones. */
export function uniqueAmong(values: readonly unknown[], options: UniqueOptions = {}): RuleResult[] {
  const ignoreCase = options.ignoreCase ?? true;
  const counts = new Map<string, number>();
  for (const v of values) {
    if (isEmptyInput(v)) continue;
    const key = normalise(v, ignoreCase);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return values.map((v) => (isEmptyInput(v) || counts.get(normalise(v, ignoreCase)) === 1 ? true : messages.unique));
}
