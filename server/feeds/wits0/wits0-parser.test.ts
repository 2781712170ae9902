import { describe, expect, it } from 'vitest';
import { formatRecord, Wits0Parser } from './wits0-parser';

const rec = (items: [string, string][]) => formatRecord(items);

describe('WITS0 parser', () => {
  it('reads records split across arbitrary TCP pieces, CR LF or LF', () => {
    const text =
      rec([
        ['0105', '161007'],
        ['0106', '052324'],
        ['0108', '12.5'],
      ]) + '&&\n0110-3.25\n!!\n';
    const p = new Wits0Parser();
    const records = [];
    for (let i = 0; i < text.length; i += 7) records.push(...p.push(text.slice(i, i + 7)).records);
    expect(records.map((r) => Object.fromEntries(r.items))).toEqual([{ '0105': '161007', '0106': '052324', '0108': '12.5' }, { '0110': '-3.25' }]);
  });

  it('keeps the good records of a stream with garbage and counts every unreadable line and record', () => {
    const good1 = rec([['0108', '100']]);
    const good2 = rec([['0110', '200']]);
    const stream = [
      'NOISE FROM THE SERIAL BRIDGE\r\n', // not a WITS line
      good1,
      '0108999\r\n', // item outside a record
      '&&\r\n0108 5\r\n', // record cut by the next &&
      '&&\r\n0110200\r\n%%garbage%%\r\n!!\r\n', // good item kept, the garbage line counted
      '!!\r\n', // closing without a record
      '&&\r\n!!\r\n', // empty record
      good2,
    ].join('');
    const r = new Wits0Parser().push(stream);
    expect(r.records.map((x) => Object.fromEntries(x.items))).toEqual([{ '0108': '100' }, { '0110': '200' }, { '0110': '200' }]);
    expect(r.bad).toBe(6);
    expect(r.badDetail[0]).toContain('not a WITS line');
  });

  it('drops an endless line without an end of line as garbage instead of growing', () => {
    const p = new Wits0Parser();
    expect(p.push('x'.repeat(600)).bad).toBe(1);
    expect(p.push('\r\n' + rec([['0108', '1']])).records).toHaveLength(1);
  });
});
