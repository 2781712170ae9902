import { describe, expect, it } from 'vitest';
import { resolvePath } from '../../commands/resolve-url';
import { hrefOfInstance, instanceFromUrl, sameInstance } from './pane-href';

const fromUrl = (href: string) => {
  const u = new URL(href, 'http://x');
  const m = resolvePath(u.pathname)!;
  return instanceFromUrl(m.route, m.params, u.searchParams, 1_800_000_000);
};
const ctx = { selectedWellId: '12', kiosk: false };

describe('pane URLs', () => {
  it('a following pane carries the selected well; its URL reads back as the same pane', () => {
    const c = fromUrl('/drilling/survey/12?tab=stations');
    expect(c).toEqual({ pane: 'drilling.survey', params: { tab: 'stations' }, well: 'follow', period: 'follow' });
    expect(hrefOfInstance(c, ctx)).toBe('/drilling/survey/12?tab=stations');
    expect(hrefOfInstance(c, { ...ctx, selectedWellId: '9' })).toBe('/drilling/survey/9?tab=stations');
  });

  it('a pinned pane keeps its own well and says so, so opening its URL does not change the selection', () => {
    const c = fromUrl('/drilling/survey/77?pinned=1');
    expect(c).toMatchObject({ pane: 'drilling.survey', well: '77' });
    expect(hrefOfInstance(c, ctx)).toBe('/drilling/survey/77?pinned=1');
  });

  it("a pane's own period is a preset or two timestamps, never spec 2's start_date/end_date", () => {
    const c = fromUrl('/drilling/survey/77?pinned=1&period=last_24h');
    expect(c.period).toMatchObject({ start_date: 1_800_000_000 - 86_400, end_date: 1_800_000_000, autoUpdate: true });
    expect(hrefOfInstance(c, ctx)).toBe('/drilling/survey/77?pinned=1&period=last_24h');
    expect(fromUrl('/drilling/survey?period=100_200').period).toMatchObject({ start_date: 100, end_date: 200 });
    expect(fromUrl('/drilling/survey?start_date=1&end_date=2').period).toBe('follow');
  });

  it('kiosk mode stays on every URL; route params stay in the path', () => {
    const c = fromUrl('/drilling/anti_collision/ladder/12');
    expect(c.params).toEqual({ view: 'ladder' });
    expect(hrefOfInstance(c, { ...ctx, kiosk: true })).toBe('/drilling/anti_collision/ladder/12?kiosk=1');
    expect(sameInstance(c, fromUrl('/drilling/anti_collision/ladder/12?kiosk=1'))).toBe(true);
  });

  it('a route that needs a well has no URL while none is selected', () => {
    const c = fromUrl('/drilling/12/roadmap');
    expect(hrefOfInstance(c, { selectedWellId: null, kiosk: false })).toBeNull();
  });
});
