// 1,000 @stomp/stompjs subscribers on one server instance, two live wells each publishing one message
// per second for ~10 s, as the simulator does. Reports delivery latency from publish() to the
// subscriber's callback (issue 11: p95 < 100 ms), and the server's memory per connection. The
// backplane is in-process; FANOUT_AMQP_URL sends every message through RabbitMQ instead (a private
// exchange), as a deployment of several instances does.
// Run alone: npx tsx bench/realtime-fanout.ts
import { fork, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { randomUUID } from 'node:crypto';
import { connect } from 'amqplib';
import { createBackplane } from '../server/realtime/backplane';
import { startTestServer } from '../server/realtime/testing/stomp-test-harness';
import { liveTopic } from '../server/realtime/topics';

// Issue 11's figure is 1,000 subscribers (p95 delivery < 100 ms); FANOUT_SUBSCRIBERS overrides.
const SUBSCRIBERS = Number(process.env.FANOUT_SUBSCRIBERS ?? 1000);
const WELLS = ['w1', 'w2'];
const SECONDS = 10;
const CHANNELS = ['bit_depth', 'hole_depth', 'block_position', 'hook_load', 'wob', 'rpm', 'torque', 'spp', 'flow_in', 'rop', 'gamma', 'diff_p'];

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const heapMiB = () => {
  gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
};
const rssMiB = () => process.memoryUsage().rss / 2 ** 20;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;

function request<T>(child: ChildProcess, message: object, reply: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (m: { type: string; message?: string }) => {
      if (m.type === 'failed') reject(new Error(`bench clients failed: ${m.message}`));
      else if (m.type === reply) resolve(m as T);
      else return;
      child.off('message', onMessage);
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`bench clients exited with ${code}`)));
    child.send(message);
  });
}

export async function run(): Promise<Record<string, number | string>> {
  const amqpUrl = process.env.FANOUT_AMQP_URL;
  const exchange = `drillspace.realtime.bench-${randomUUID().slice(0, 8)}`;
  const backplane = amqpUrl ? createBackplane({ amqpUrl, exchange }) : undefined;
  await backplane?.ready();
  const heapBeforeMiB = heapMiB();
  const server = await startTestServer(backplane ? { backplane } : {});
  const tsx = import.meta.resolve?.('tsx') ?? 'tsx';
  const child = fork(new URL('./realtime-fanout-clients.ts', import.meta.url), [], { execArgv: ['--import', tsx] });
  try {
    const { connectMs } = await request<{ connectMs: number }>(child, { type: 'start', url: server.url, clients: SUBSCRIBERS, wells: WELLS }, 'ready');
    const heapConnectedMiB = heapMiB();
    const rssConnectedMiB = rssMiB();

    let published = 0;
    const fanoutMs: number[] = [];
    const fanoutCpuMs: number[] = [];
    for (let s = 0; s < SECONDS; s++) {
      const tickAt = performance.now();
      for (const well of WELLS) {
        const values = Object.fromEntries(CHANNELS.map((c) => [c, round(Math.random() * 1000, 2)]));
        const cpuBefore = process.cpuUsage();
        const sentAt = performance.now();
        await server.stomp.publish(liveTopic(well), {
          well_id: well,
          time: Math.floor(Date.now() / 1000),
          values,
          sent_at_ms: performance.timeOrigin + sentAt,
        });
        // In-process backplane: publish() returns once every subscriber's frame is handed to its socket
        // (through RabbitMQ it returns once the broker has the message).
        fanoutMs.push(performance.now() - sentAt);
        // CPU time is the figure that does not depend on what else the machine is running.
        const cpu = process.cpuUsage(cpuBefore);
        fanoutCpuMs.push((cpu.user + cpu.system) / 1000);
        published++;
      }
      await sleep(Math.max(0, 1000 - (performance.now() - tickAt)));
    }
    await sleep(500);
    const { latenciesMs, perClient } = await request<{ latenciesMs: number[]; perClient: number[] }>(child, { type: 'collect' }, 'result');
    const stats = server.stomp.stats();
    const sorted = [...latenciesMs].sort((a, b) => a - b);
    const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
    const expected = SUBSCRIBERS * SECONDS;
    return {
      backplane: amqpUrl ? 'RabbitMQ' : 'in-process',
      subscribers: SUBSCRIBERS,
      wells: WELLS.length,
      messages_published: published,
      deliveries_expected: expected,
      deliveries_received: latenciesMs.length,
      clients_with_wrong_count: perClient.filter((n) => n !== SECONDS).length,
      dropped: stats.dropped,
      connect_and_subscribe_all_ms: Math.round(connectMs),
      latency_p50_ms: round(pct(50), 2),
      'latency_p95_ms [target < 100]': round(pct(95), 2),
      latency_max_ms: round(sorted[sorted.length - 1] ?? NaN, 2),
      server_fanout_per_message_p50_ms: round([...fanoutMs].sort((a, b) => a - b)[Math.floor(fanoutMs.length / 2)], 2),
      server_fanout_per_message_max_ms: round(Math.max(...fanoutMs), 2),
      server_fanout_cpu_per_message_p50_ms: round([...fanoutCpuMs].sort((a, b) => a - b)[Math.floor(fanoutCpuMs.length / 2)], 2),
      server_heap_per_connection_kib: round(((heapConnectedMiB - heapBeforeMiB) * 1024) / SUBSCRIBERS),
      server_heap_mib: round(heapConnectedMiB),
      server_rss_mib: round(rssConnectedMiB),
      load_average_1m: round(loadavg()[0], 2),
      note: 'clients in a separate process on the same 2-core machine; latency = publish() to stompjs callback',
    };
  } finally {
    child.kill();
    await server.close();
    await backplane?.close();
    if (amqpUrl) {
      const conn = await connect(amqpUrl);
      await (await conn.createChannel()).deleteExchange(exchange);
      await conn.close();
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await run(), null, 2));
}
