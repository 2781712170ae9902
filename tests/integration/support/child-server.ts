import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export interface ChildServer {
  url: string;
  pid: number;
  /** Everything it printed so far. */
  output(): string;
  /** SIGKILL: no shutdown code runs, as after a crash or the OOM killer. */
  kill9(): Promise<void>;
  /** SIGTERM and wait for the exit code. */
  stop(): Promise<number | null>;
}

const exited = (p: ChildProcess) =>
  new Promise<number | null>((resolve) => (p.exitCode !== null || p.signalCode !== null ? resolve(p.exitCode) : p.once('exit', (code) => resolve(code))));

/**
 * The real server (server/main.ts) in a process of its own on the embedded database under
 * `dataDir`, listening on a free port of 127.0.0.1; resolves once it says where it listens.
 */
export function startChildServer(
  dataDir: string,
  env: Record<string, string> = {},
  timeoutMs = 120_000,
  /** What node runs: the TypeScript entry under tsx, or the compiled server (`npm start`'s dist-server/server/main.js). */
  entry: readonly string[] = ['--import', 'tsx', 'server/main.ts'],
): Promise<ChildServer> {
  const proc = spawn(process.execPath, [...entry], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      AMQP_URL: '',
      HOST: '127.0.0.1',
      PORT: '0',
      DEMO: '1',
      SIMULATOR: '0',
      DEMO_HISTORY_DAYS: '0',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '10000',
      JWT_SECRET: 'fault-test-secret-0123456789-abcdefghij',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  proc.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      proc.kill('SIGKILL');
      reject(new Error(`the server did not listen within ${timeoutMs} ms:\n${out}`));
    }, timeoutMs);
    const onData = () => {
      const m = /listening on (http:\/\/[^\s]+)/.exec(out);
      if (!m) return;
      clearTimeout(timer);
      proc.stdout!.off('data', onData);
      resolve({
        url: m[1],
        pid: proc.pid!,
        output: () => out,
        async kill9() {
          proc.kill('SIGKILL');
          await exited(proc);
        },
        async stop() {
          proc.kill('SIGTERM');
          return exited(proc);
        },
      });
    };
    proc.stdout!.on('data', onData);
    proc.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${signal ?? code}) before listening:\n${out}`));
    });
  });
}
