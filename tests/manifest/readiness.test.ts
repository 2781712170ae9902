/**
 * "Ready" must be something a user can rely on. These checks read the registry in Node and fail
 * when a pane is counted ready but its loader does not give a component, when a not-ready pane
 * would load anything but the honest not-built screen, or when a dashboard counted ready holds a
 * tile that is not. (That a ready pane shows real data is proven in the browser:
 * tests/e2e/ready-panes.spec.ts.)
 */
import { describe, expect, it } from 'vitest';
import { dashboardAreaOfPane } from '../../src/panes/pane-declarations';
import { paneType, paneTypes, routePaneTypes, shippedTemplates, templateReady } from '../../src/panes/registry';
import { DECLARED_TEMPLATES, tilesOf } from '../../src/panes/workspace/system-templates';

const ready = paneTypes.filter((p) => p.ready);
const notReady = paneTypes.filter((p) => !p.ready);

describe('pane readiness', () => {
  it('every ready pane loads a module whose default export is a component', async () => {
    const notBuilt = await import('../../src/panes/not-built-pane');
    const failures: string[] = [];
    for (const p of ready) {
      try {
        const mod = await p.load();
        if (typeof mod.default !== 'function') failures.push(`${p.id}: default export is ${typeof mod.default}`);
        else if (mod.default === notBuilt.default) failures.push(`${p.id}: counted ready but loads the not-built screen`);
      } catch (e) {
        failures.push(`${p.id}: loader failed: ${(e as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
    expect(ready.length).toBeGreaterThan(0);
  }, 180_000);

  it('every pane that is not ready loads the not-built screen', async () => {
    const notBuilt = (await import('../../src/panes/not-built-pane')).default;
    for (const p of notReady) expect((await p.load()).default, p.id).toBe(notBuilt);
  });

  it('every template tile is a declared widget pane', () => {
    for (const t of DECLARED_TEMPLATES) for (const id of tilesOf(t)) expect(paneType(id)?.kind, `${t.id}: ${id}`).not.toBe('route');
    for (const t of DECLARED_TEMPLATES) for (const id of tilesOf(t)) expect(paneType(id), `${t.id}: ${id}`).toBeDefined();
  });

  it('system templates ship only ready tiles', () => {
    for (const t of shippedTemplates) {
      const unready = tilesOf(t).filter((id) => !paneType(id)?.ready);
      expect(unready, `${t.name} ships tiles that are not ready`).toEqual([]);
    }
  });

  it('a dashboards route is ready only when its default template is, with every tile ready', () => {
    for (const p of routePaneTypes) {
      const area = dashboardAreaOfPane(p.id);
      if (!area) continue;
      const first = shippedTemplates.find((t) => t.area === area);
      if (p.ready) {
        expect(first, `${p.id} is ready but ships no template`).toBeDefined();
        expect(
          tilesOf(first!).every((id) => paneType(id)?.ready),
          p.id,
        ).toBe(true);
      } else {
        expect(DECLARED_TEMPLATES.filter((t) => t.area === area).some(templateReady), `${p.id} has a ready template but is not ready`).toBe(false);
      }
    }
  });

  it('the drilling templates all ship (none holds an unbuilt tile), so the drilling dashboards are ready', () => {
    const drilling = DECLARED_TEMPLATES.filter((t) => t.area === 'drilling');
    expect(drilling.filter((t) => !templateReady(t)).map((t) => t.name)).toEqual([]);
    expect(paneType('drilling.dashboards')?.ready).toBe(true);
  });

  it('the five EDM widgets and Survey node are ready on the project EDM', () => {
    const ids = [
      'widget.edm-viewer',
      'widget.edm-plan-view',
      'widget.edm-vertical-view',
      'widget.edm-3d-view',
      'widget.edm-cylinder-view',
      'widget.survey-node',
    ];
    for (const id of ids) expect(paneType(id)?.ready, id).toBe(true);
  });
});
