import { describe, expect, it } from 'vitest';
import { urlWithWell } from './url-with-well';

describe('replacing the route with the selected well', () => {
  it('puts the well into the route and keeps other params and queries', () => {
    expect(urlWithWell('/drilling/connections/chart', '?x=1', 'w2')).toBe('/drilling/connections/chart/w2?x=1');
    expect(urlWithWell('/drilling/survey/w1', '', 'w2')).toBe('/drilling/survey/w2');
    expect(urlWithWell('/drilling/w1/daily_costs/table', '', 'w2')).toBe('/drilling/w2/daily_costs/table');
  });

  it('drops start_date and end_date, leaving only the well', () => {
    expect(urlWithWell('/drilling/survey/w1', '?start_date=100&end_date=200&folder_id=f', 'w1')).toBe('/drilling/survey/w1?folder_id=f');
  });

  it('leaves routes without a well alone', () => {
    expect(urlWithWell('/admin/users', '', 'w1')).toBeNull();
  });
});
