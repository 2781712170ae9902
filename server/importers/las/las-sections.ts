/**
 * Cutting a LAS file into its '~' sections and telling what each one is. LAS 1.2/2.0 name sections by
 * their first letter (~V, ~W, ~C, ~P, ~O, ~A); LAS 3.0 adds named data sets (~Core_Definition,
 * ~Core_Data[1] | Core_Definition, ~Test_Parameter[2]). Real files mix both, repeat generic headers
 * once per data set, or misname a section: the classification here is lenient and the data-set
 * assembly (las-data-sets.ts) decides what belongs together.
 */

export type SectionRole = 'version' | 'well' | 'parameter' | 'definition' | 'data' | 'other' | 'unknown';

export interface LasSection {
  /** Title as written after '~', trimmed. */
  readonly title: string;
  readonly role: SectionRole;
  /**
   * Data-set key for LAS 3.0 named sections, lower-case, with the role word removed
   * ('Core_Data[1]' → 'core[1]', 'Phase_data_RMDATA' → 'phase_rmdata'); undefined for generic
   * LAS 2 sections (~C, ~P, ~A), which belong to whichever data set is open.
   */
  readonly key?: string;
  /** Definition named after '|' on a data section ('~Core_Data[1] | Core_Definition'), as a key. */
  readonly association?: string;
  /** 1-based line of the '~' title. */
  readonly titleLine: number;
  /** Index in the lines array of the first line after the title. */
  readonly start: number;
  /** Index one past the last line of the section. */
  readonly end: number;
}

const ROLE_WORD = /_(data|definition|parameters?)(?=$|[_\[\s])/i;

/** Splits decoded text into lines, accepting CRLF, LF and lone CR line ends. */
export function splitLines(text: string): string[] {
  // split('\n') is several times faster than a regular expression on multi-megabyte files.
  if (text.indexOf('\n') < 0) return text.split('\r');
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    if (l.charCodeAt(l.length - 1) === 13) lines[i] = l.slice(0, -1);
  }
  // A lone CR inside a line (old Mac line ends mixed in) still ends a line.
  return lines.some((l) => l.indexOf('\r') >= 0) ? text.split(/\r\n|\n|\r/) : lines;
}

export function findSections(lines: readonly string[]): LasSection[] {
  const sections: LasSection[] = [];
  let open: { title: string; titleLine: number; start: number } | undefined;
  const close = (end: number) => {
    if (open) sections.push({ ...classify(open.title), titleLine: open.titleLine, start: open.start, end });
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    // A '~' can only start a section at the left margin (after optional blanks): a '~' inside data
    // or a description is text.
    const c = line.charCodeAt(0);
    if (c !== 126 /* ~ */ && !(c === 32 || c === 9)) continue;
    const trimmed = c === 126 ? line : line.trimStart();
    if (trimmed.charCodeAt(0) !== 126) continue;
    close(i);
    open = { title: trimmed.slice(1).trim(), titleLine: i + 1, start: i + 1 };
  }
  close(lines.length);
  return sections;
}

function setKey(name: string): string {
  return name.replace(ROLE_WORD, '').replace(/\s+/g, ' ').trim().toLowerCase();
}

function classify(title: string): Pick<LasSection, 'title' | 'role' | 'key' | 'association'> {
  const bar = title.indexOf('|');
  const name = (bar >= 0 ? title.slice(0, bar) : title).trim();
  const association = bar >= 0 ? setKey(title.slice(bar + 1).trim()) || undefined : undefined;
  const word = ROLE_WORD.exec(name);
  if (word) {
    const w = word[1].toLowerCase();
    const role: SectionRole = w === 'data' ? 'data' : w === 'definition' ? 'definition' : 'parameter';
    return { title, role, key: setKey(name), association };
  }
  switch (name.charAt(0).toUpperCase()) {
    case 'V':
      return { title, role: 'version' };
    case 'W':
      return { title, role: 'well' };
    case 'C':
      return { title, role: 'definition', association };
    case 'P':
      return { title, role: 'parameter' };
    case 'O':
      return { title, role: 'other' };
    case 'A':
      return { title, role: 'data', association };
    default:
      return { title, role: 'unknown' };
  }
}
