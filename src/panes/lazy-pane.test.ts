import { describe, expect, it } from 'vitest';
import { ChunkLoadError, loadChunk, withTimeout } from './lazy-pane';
import type { PaneModule } from './pane-types';

const mod = { default: () => null } as unknown as PaneModule;

describe('lazy pane loading', () => {
  it("fails with 'Loading chunk failed' when the chunk does not arrive in time", async () => {
    await expect(withTimeout(() => new Promise(() => {}), 20)).rejects.toThrow('Loading chunk failed');
  });

  it('retries once after a failure', async () => {
    let calls = 0;
    const flaky = async () => {
      calls++;
      if (calls === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return mod;
    };
    expect(await loadChunk(flaky, 1000, 1)).toBe(mod);
    expect(calls).toBe(2);
  });

  it('gives up after the retry with a ChunkLoadError', async () => {
    const broken = async (): Promise<PaneModule> => {
      throw new TypeError('Failed to fetch');
    };
    await expect(loadChunk(broken, 1000, 1)).rejects.toBeInstanceOf(ChunkLoadError);
  });
});
