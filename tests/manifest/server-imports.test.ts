/**
 * The compiled server (npm start) runs only what the server's import graph holds. A runtime import of
 * client code (src/api, src/features, src/panes, src/state) pulls in modules written for the browser
 * (the request layer, valtio state) and broke `npm start` once: the server may import types from
 * src/api, and values only from src/domain and the pure topic list.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../..');
const ALLOWED_VALUE_IMPORTS = [/src\/domain\//, /src\/api\/realtime\/topics$/];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : /\.(ts|mjs)$/.test(f) && !/\.test\.ts$/.test(f) ? [p] : [];
  });
}

describe('server imports', () => {
  it('take only types from client code; values only from src/domain and the topic list', () => {
    const bad: string[] = [];
    for (const f of files(join(root, 'server'))) {
      const text = readFileSync(f, 'utf8');
      for (const m of text.matchAll(/^import\s+(type\s+)?[^;]*?from\s+'([^']+)'/gms)) {
        const [, isType, spec] = m;
        if (isType || !spec.includes('/src/')) continue;
        if (ALLOWED_VALUE_IMPORTS.some((r) => r.test(spec))) continue;
        bad.push(`${relative(root, f)}: ${spec}`);
      }
    }
    expect(bad).toEqual([]);
  });
});

describe('the replayer', () => {
  it('is a tool apart: no product server code imports server/replay (only the CLI command that runs it)', () => {
    const bad: string[] = [];
    for (const f of files(join(root, 'server'))) {
      const rel = relative(root, f);
      if (rel.startsWith('server/replay/') || rel === 'server/cli/commands/replay.ts') continue;
      if (/from\s+'[^']*\/replay\/[^']*'/.test(readFileSync(f, 'utf8'))) bad.push(rel);
    }
    expect(bad).toEqual([]);
  });
});
