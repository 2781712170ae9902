/**
 * Drillspace command line: `npm run -s cli -- <command> [--flag value ...]`.
 * Each command lives in ./commands/<name>.ts and exports `run(args)`; adding one needs no edit here.
 * Bad input is reported as one line on stderr with exit code 2, never a stack trace.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CliInputError, parseArgs, type CliCommand } from './args';

const here = dirname(fileURLToPath(import.meta.url));

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === 'help') {
    process.stdout.write('usage: npm run -s cli -- <survey|uncertainty|clearance|import> [--flags]\n');
    return name ? 0 : 2;
  }
  if (!/^[a-z][a-z0-9-]*$/.test(name) || !existsSync(join(here, 'commands', `${name}.ts`))) {
    throw new CliInputError(`unknown command '${name}'`);
  }
  const mod = (await import(`./commands/${name}.ts`)) as { command: CliCommand };
  return (await mod.command.run(parseArgs(rest))) ?? 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof CliInputError) {
      process.stderr.write(`error: ${err.message}\n`);
      process.exit(2);
    }
    process.stderr.write(`internal error: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
