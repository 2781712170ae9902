/** A user mistake (bad flag, bad file): printed as one line, exit code 2. */
export class CliInputError extends Error {}

export interface CliArgs {
  readonly flags: Readonly<Record<string, string | true>>;
  readonly positional: readonly string[];
}

export interface CliCommand {
  readonly summary: string;
  run(args: CliArgs): Promise<number | void> | number | void;
}

export function parseArgs(argv: readonly string[]): CliArgs {
  const flags: Record<string, string | true> = {};
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a.startsWith('--')) {
      const eq = a.indexOf('=');
      if (eq > 0) flags[a.slice(2, eq)] = a.slice(eq + 1);
      else if (i + 1 < argv.length && !argv[i + 1].startsWith('--')) flags[a.slice(2)] = argv[++i];
      else flags[a.slice(2)] = true;
    } else positional.push(a);
  }
  return { flags, positional };
}

export function requireFlag(args: CliArgs, name: string): string {
  const v = args.flags[name];
  if (typeof v !== 'string' || v === '') throw new CliInputError(`missing --${name} <value>`);
  return v;
}

export function numberFlag(args: CliArgs, name: string, fallback: number): number {
  const v = args.flags[name];
  if (v === undefined) return fallback;
  const n = Number(v);
  if (typeof v !== 'string' || !Number.isFinite(n)) throw new CliInputError(`--${name} must be a number`);
  return n;
}
