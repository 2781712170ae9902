import { describe, expect, it } from 'vitest';
import { url } from './url';

describe("url 'URL is invalid'", () => {
  it('accepts http(s) addresses with hosts, ports, paths and queries', () => {
    for (const v of ['https://example.com', 'http://localhost:5173/drilling?well_uid=1#x', 'https://10.0.0.1/api', 'https://sub.domain.energy/a/b']) {
      expect(url(v)).toBe(true);
    }
  });
  it('rejects missing scheme, other schemes, spaces and bare words', () => {
    for (const v of ['example.com', 'ftp://example.com', 'https://exa mple.com', 'https://', 'javascript:alert(1)', 'https://example']) {
      expect(url(v)).toBe('URL is invalid');
    }
  });
});
