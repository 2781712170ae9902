import { describe, expect, it } from 'vitest';
import { statusLocationProblem } from './component-status';
import { loadProblem, placementAfter, routeProblem, shipmentEditable, shipmentTransition } from './shipment-states';

const RIG = { kind: 'rig' as const, id: '00000000-0000-4000-8000-000000000001' };
const YARD = { kind: 'yard' as const, id: '00000000-0000-4000-8000-000000000002' };

describe('shipment states', () => {
  it('goes planned → in transit → delivered, and no other way', () => {
    expect(shipmentTransition('planned', 'dispatch', 3)).toEqual({ ok: true, to: 'in_transit' });
    expect(shipmentTransition('in_transit', 'deliver', 3)).toEqual({ ok: true, to: 'delivered' });
    expect(shipmentTransition('planned', 'deliver', 3)).toMatchObject({ ok: false, reason: /dispatch the shipment before/ });
    expect(shipmentTransition('in_transit', 'dispatch', 3)).toMatchObject({ ok: false });
    expect(shipmentTransition('delivered', 'deliver', 3)).toMatchObject({ ok: false, reason: /already delivered/ });
    expect(shipmentTransition('delivered', 'dispatch', 3)).toMatchObject({ ok: false });
  });

  it('an empty shipment is not dispatched', () => {
    expect(shipmentTransition('planned', 'dispatch', 0)).toMatchObject({ ok: false, reason: /at least one component/ });
  });

  it('only a planned shipment can be changed', () => {
    expect(shipmentEditable('planned')).toBe(true);
    expect(shipmentEditable('in_transit')).toBe(false);
    expect(shipmentEditable('delivered')).toBe(false);
  });

  it('dispatching puts the components on the road; delivering puts them at the destination', () => {
    expect(placementAfter('dispatch', RIG)).toEqual({ status: 'in_transit', rigId: null, yardId: null });
    expect(placementAfter('deliver', RIG)).toEqual({ status: 'on_rig', rigId: RIG.id, yardId: null });
    expect(placementAfter('deliver', YARD)).toEqual({ status: 'in_yard', rigId: null, yardId: YARD.id });
  });

  it('loads a component only from the origin, out of the hole, not on the road, and a repair only to a yard', () => {
    const inYard = { serial: 'JAR-1', status: 'in_yard' as const, rigId: null, yardId: YARD.id };
    expect(loadProblem(inYard, YARD, RIG)).toBeNull();
    expect(loadProblem(inYard, RIG, YARD)).toMatch(/not at the shipment's origin/);
    expect(loadProblem({ ...inYard, status: 'repair' }, YARD, RIG)).toMatch(/under repair/);
    const onRig = { serial: 'MTR-7', status: 'on_rig' as const, rigId: RIG.id, yardId: null };
    expect(loadProblem(onRig, RIG, YARD)).toBeNull();
    expect(loadProblem({ ...onRig, status: 'in_hole' }, RIG, YARD)).toMatch(/in the hole/);
    expect(loadProblem({ serial: 'X', status: 'in_transit', rigId: null, yardId: null }, RIG, YARD)).toMatch(/already in transit/);
  });

  it('a shipment goes somewhere else', () => {
    expect(routeProblem(RIG, RIG)).toMatch(/origin/);
    expect(routeProblem(YARD, RIG)).toBeNull();
  });
});

describe('status and location', () => {
  it('rig statuses sit at a rig, yard statuses at a yard, in transit only through a shipment', () => {
    expect(statusLocationProblem('on_rig', RIG)).toBeNull();
    expect(statusLocationProblem('in_hole', RIG)).toBeNull();
    expect(statusLocationProblem('in_yard', YARD)).toBeNull();
    expect(statusLocationProblem('repair', YARD)).toBeNull();
    expect(statusLocationProblem('on_rig', YARD)).toMatch(/at a rig, not a yard/);
    expect(statusLocationProblem('in_yard', RIG)).toMatch(/at a yard, not a rig/);
    expect(statusLocationProblem('in_yard', null)).toMatch(/needs a yard/);
    expect(statusLocationProblem('in_transit', RIG)).toMatch(/dispatching a shipment/);
  });
});
