/**
 * Database work resumed a few pieces per event-loop iteration, in arrival order.
 *
 * Node reads sockets and accepts connections in the poll phase of each event-loop iteration, and
 * accepts at most one new connection per iteration. Every embedded-database query ran and resumed
 * its caller in the same iteration as every other waiting query (PGlite answers synchronously):
 * with 200 requests in flight an iteration lasted ~100 ms, so the 200th client to connect waited
 * ~150 iterations (5-7 s; bench server-load, 200 clients) before its request was even read. Now an
 * iteration runs at most PER_TURN queries and what their callers do up to their next query.
 */
const PER_TURN = 4;

const waiting: (() => void)[] = [];
let head = 0;
let scheduled = false;

function turn(): void {
  scheduled = false;
  for (let i = 0; i < PER_TURN && head < waiting.length; i++) waiting[head++]();
  if (head === waiting.length) {
    waiting.length = 0;
    head = 0;
  } else if (head > 1024) {
    waiting.splice(0, head);
    head = 0;
  }
  if (head < waiting.length) schedule();
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  setImmediate(turn);
}

/** Resolves on a later event-loop iteration, after the work that asked before it. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    schedule();
  });
}
