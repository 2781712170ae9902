/** `npm run panes:status`: how much of the product a user can actually see. `--list` names the ready ones. */
import { paneStatus, paneTypes } from './registry';

const s = paneStatus();
const pct = (p: { ready: number; total: number }) => `${((100 * p.ready) / p.total).toFixed(0)}%`;
console.log(`route panes   ${s.route.ready}/${s.route.total} ready (${pct(s.route)})`);
console.log(`widget panes  ${s.widget.ready}/${s.widget.total} ready (${pct(s.widget)})`);
if (process.argv.includes('--list')) {
  for (const p of paneTypes) console.log(`${p.ready ? 'ready    ' : 'not-ready'}  ${p.kind.padEnd(9)}  ${p.id}  ${p.title}`);
}
