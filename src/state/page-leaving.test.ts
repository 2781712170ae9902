import { describe, expect, it } from 'vitest';
import { pageIsLeaving, watchPageLeaving } from './page-leaving';

describe('page leaving', () => {
  it('is leaving from pagehide until a pageshow (back-forward cache)', () => {
    const page = new EventTarget();
    watchPageLeaving(page);
    expect(pageIsLeaving()).toBe(false);
    page.dispatchEvent(new Event('pagehide'));
    expect(pageIsLeaving()).toBe(true);
    page.dispatchEvent(new Event('pageshow'));
    expect(pageIsLeaving()).toBe(false);
  });
});
