import { describe, expect, it } from 'vitest';
import { chartCallReady, dataRequestReady, hasTokenQueryKey, hasUrl, liveSubscriptionReady, periodSyncDates, wellIsActual } from './request-guards';

describe('request guards', () => {
  it("a data request needs params ('Empty request params!') and a well ('No well selected!')", () => {
    expect(dataRequestReady(undefined, 'w1')).toBe('Empty request params!');
    expect(dataRequestReady({}, 'w1')).toBe('Empty request params!');
    expect(dataRequestReady({ a: 1 }, null)).toBe('No well selected!');
    expect(dataRequestReady({ a: 1 }, 'w1')).toBe(true);
  });
  it("'Well is not actual!' when the request's well is not the selected one", () => {
    expect(wellIsActual('w1', 'w2')).toBe('Well is not actual!');
    expect(wellIsActual('w1', 'w1')).toBe(true);
  });
  it('period sync needs integer timestamps', () => {
    expect(periodSyncDates({ start_date: 1700000000, end_date: 1700086400 })).toBe(true);
    expect(periodSyncDates({ start_date: '1700000000', end_date: 1 })).toBe('start_date should be an integer timestamp');
    expect(periodSyncDates({ start_date: 1, end_date: 1.5 })).toBe('end_date should be an integer timestamp');
  });
  it("chart calls: 'Invalid parameters or payload' for connection, 'Invalid payload' otherwise", () => {
    expect(chartCallReady('connection', undefined, {})).toBe('Invalid parameters or payload');
    expect(chartCallReady('connection', {}, null)).toBe('Invalid parameters or payload');
    expect(chartCallReady('other', {}, undefined)).toBe('Invalid payload');
    expect(chartCallReady('other', undefined, {})).toBe(true);
  });
  it('an empty url sends nothing; live subscriptions need a session id', () => {
    expect(hasUrl('  ')).toBe('Empty url: no request sent');
    expect(hasUrl('/wells')).toBe(true);
    expect(liveSubscriptionReady('')).toBe('A session id is required for live subscriptions');
    expect(liveSubscriptionReady('s1')).toBe(true);
  });
  it("password change needs a query key containing 'token'", () => {
    expect(hasTokenQueryKey({ reset_token: 'x' })).toBe(true);
    expect(hasTokenQueryKey({ key: 'token' })).toBe(false);
  });
});
