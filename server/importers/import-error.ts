/**
 * The one error an importer throws on a file it cannot read. Its message names the line and the
 * problem ('line 57: expected 8 values, found 7') so the user can open the file and fix it; any
 * other exception escaping an importer is a bug.
 */
export class ImportError extends Error {
  override readonly name = 'ImportError';
  /** 1-based line in the decoded text, when the problem sits on one line. */
  readonly line?: number;
  /** The problem without the line prefix. */
  readonly reason: string;

  constructor(reason: string, line?: number) {
    super(line === undefined ? reason : `line ${line}: ${reason}`);
    this.reason = reason;
    if (line !== undefined) this.line = line;
  }
}
