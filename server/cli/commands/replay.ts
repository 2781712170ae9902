/**
 * `npm run -s cli -- replay --file FILE (--to HOST:PORT | --listen PORT) [--speed N] [--clock now|file]`:
 * stream a real time-indexed log (e.g. ../shared/refdata/logs/drilling/volve_F-4_GenTime_chunk22_time_log.xml)
 * as WITS0 over TCP to a data source, as a rig would. A test and demo tool (server/replay/README.md).
 */
import { existsSync } from 'node:fs';
import { readReplayRows } from '../../replay/file-rows';
import { Wits0Sender } from '../../replay/wits0-sender';
import { CliInputError, numberFlag, requireFlag, type CliArgs, type CliCommand } from '../args';

export const command: CliCommand = {
  summary: 'replay --file FILE (--to HOST:PORT | --listen PORT) [--speed N] [--clock now|file]: stream a log file as WITS0 over TCP',
  async run(args: CliArgs) {
    const file = requireFlag(args, 'file');
    if (!existsSync(file)) throw new CliInputError(`no such file: ${file}`);
    const to = args.flags.to;
    const listen = args.flags.listen;
    if ((typeof to === 'string') === (typeof listen === 'string'))
      throw new CliInputError('give either --to HOST:PORT (our listener) or --listen PORT (our feed connects)');
    const speed = numberFlag(args, 'speed', 1);
    if (!(speed > 0)) throw new CliInputError('--speed must be above 0');
    const clock = args.flags.clock ?? 'now';
    if (clock !== 'now' && clock !== 'file') throw new CliInputError('--clock is now or file');
    let host = '127.0.0.1';
    let port: number;
    if (typeof to === 'string') {
      const m = /^(.+):(\d+)$/.exec(to);
      if (!m) throw new CliInputError('--to must be HOST:PORT');
      host = m[1];
      port = Number(m[2]);
    } else port = Number(listen);
    if (!Number.isInteger(port) || port < 1 || port > 65535) throw new CliInputError('the port must be 1–65535');
    let data;
    try {
      data = readReplayRows(file);
    } catch (e) {
      throw new CliInputError(e instanceof Error ? e.message : String(e));
    }
    const { rows, channels, name } = data;
    if (!rows.length) throw new CliInputError(`${file}: no rows with a time and a known channel`);
    const timeShiftS = clock === 'now' ? Math.floor(Date.now() / 1000 - rows[0].timeS) : 0;
    const log = (m: string) => process.stderr.write(`${m}\n`);
    log(`replay: ${name}: ${rows.length} rows of ${channels.join(', ')} over ${Math.round(rows[rows.length - 1].timeS - rows[0].timeS)} s, at ${speed}×`);
    const sender = new Wits0Sender({
      rows,
      mode: typeof to === 'string' ? 'connect' : 'listen',
      host: typeof to === 'string' ? host : '0.0.0.0',
      port,
      speed,
      timeShiftS,
      log,
    });
    process.once('SIGINT', () => void sender.stop());
    await sender.run();
    log(`replay: done, ${sender.written} records written`);
    await sender.stop();
    return 0;
  },
};
