// Child process of bench/realtime-fanout.ts: holds the @stomp/stompjs subscribers, so their parsing
// does not share the server's event loop (as browsers would not) and the server's memory is its own.
import { openClient, type TestClient } from '../server/realtime/testing/stomp-test-harness';
import { liveTopic } from '../server/realtime/topics';

interface Start {
  type: 'start';
  url: string;
  clients: number;
  wells: string[];
}

const CONNECT_CONCURRENCY = 50;
const now = () => performance.timeOrigin + performance.now();

const clients: TestClient[] = [];
const latenciesMs: number[] = [];
let perClient: number[] = [];

async function start({ url, clients: count, wells }: Start): Promise<void> {
  perClient = new Array(count).fill(0);
  const t0 = performance.now();
  for (let first = 0; first < count; first += CONNECT_CONCURRENCY) {
    const batch = [];
    for (let i = first; i < Math.min(count, first + CONNECT_CONCURRENCY); i++) {
      batch.push(
        (async () => {
          const c = openClient(url, { sessionId: `bench-${i}` });
          clients.push(c);
          await c.connected;
          await c.subscribe(liveTopic(wells[i % wells.length]), (m) => {
            latenciesMs.push(now() - (JSON.parse(m.body) as { sent_at_ms: number }).sent_at_ms);
            perClient[i]++;
          });
        })(),
      );
    }
    await Promise.all(batch);
  }
  process.send!({ type: 'ready', connectMs: performance.now() - t0 });
}

process.on('message', (msg: Start | { type: 'collect' }) => {
  if (msg.type === 'start') {
    start(msg).catch((err: Error) => process.send!({ type: 'failed', message: err.message }));
  } else if (msg.type === 'collect') {
    process.send!({ type: 'result', latenciesMs, perClient }, () => {
      for (const c of clients) void c.stop();
      setTimeout(() => process.exit(0), 200);
    });
  }
});
