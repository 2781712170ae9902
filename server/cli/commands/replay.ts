/**
 * `npm run -s cli -- replay --file FILE (--to HOST:PORT | --listen PORT | --witsml PORT [--trajectory XML] [--messages XML] | --etp PORT) [--speed N] [--clock now|file]`:
 * stream a real time-indexed log (e.g. ../shared/refdata/logs/drilling/volve_F-4_GenTime_chunk22_time_log.xml)
 * as WITS0 over TCP to a data source, as a rig would, or serve it as a growing WITSML 1.4.1.1 store
 * or an ETP 1.2 store of growing WITSML 2.0 channels (user `replay`, password `--password`, default
 * `replay`; for ETP `--token T` asks for a bearer token instead). A test and demo tool (server/replay/README.md).
 */
import { existsSync, readFileSync } from 'node:fs';
import { readReplayRows } from '../../replay/file-rows';
import { EtpProducer } from '../../replay/etp-producer';
import { Wits0Sender } from '../../replay/wits0-sender';
import { WitsmlStore } from '../../replay/witsml-store';
import { CliInputError, numberFlag, requireFlag, type CliArgs, type CliCommand } from '../args';

export const command: CliCommand = {
  summary:
    'replay --file FILE (--to HOST:PORT | --listen PORT | --witsml PORT | --etp PORT) [--speed N] [--clock now|file]: stream a log file as WITS0 over TCP, a growing WITSML store or an ETP 1.2 producer',
  async run(args: CliArgs) {
    const file = requireFlag(args, 'file');
    if (!existsSync(file)) throw new CliInputError(`no such file: ${file}`);
    const to = args.flags.to;
    const listen = args.flags.listen ?? args.flags.witsml ?? args.flags.etp;
    if ((typeof to === 'string') === (typeof listen === 'string'))
      throw new CliInputError(
        'give one of --to HOST:PORT (our listener), --listen PORT (our feed connects), --witsml PORT (a store our feed polls) or --etp PORT (an ETP endpoint our feed subscribes to)',
      );
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
    const units = Object.fromEntries(Object.entries(data.curves).map(([c, x]) => [c, x.unit]));
    const mnemonics = Object.fromEntries(Object.entries(data.curves).map(([c, x]) => [c, x.mnemonic]));
    if (typeof args.flags.etp === 'string') {
      const token = typeof args.flags.token === 'string' ? args.flags.token : undefined;
      const password = typeof args.flags.password === 'string' ? args.flags.password : 'replay';
      const producer = new EtpProducer({
        rows,
        units,
        mnemonics,
        ...(token ? { token } : { username: 'replay', password }),
        speed,
        timeShiftS,
        port,
        host: '0.0.0.0',
      });
      const url = await producer.listen();
      log(`replay: ${name}: an ETP 1.2 store (ChannelSubscribe) growing at ${speed}× at ${url} (${token ? 'bearer token' : 'user replay'}); channel URIs:`);
      for (const u of producer.uris) process.stdout.write(`${u.uri}\t${u.mnemonic}\n`);
      log('Ctrl+C stops');
      await new Promise<void>((resolve) => process.once('SIGINT', () => resolve()));
      await producer.stop();
      return 0;
    }
    if (typeof args.flags.witsml === 'string') {
      const password = typeof args.flags.password === 'string' ? args.flags.password : 'replay';
      const ids = { uidWell: 'replay-well', uidWellbore: 'replay-wellbore', uidLog: 'replay-log' };
      const store = new WitsmlStore({
        rows,
        units,
        mnemonics,
        ids,
        username: 'replay',
        password,
        speed,
        timeShiftS,
        port,
        host: '0.0.0.0',
        // Optional real trajectory and message documents (refdata witsml141/volve_F-4_*.xml), served under their own ids.
        trajectoryXml: typeof args.flags.trajectory === 'string' ? readFileSync(args.flags.trajectory, 'utf8') : undefined,
        messagesXml: typeof args.flags.messages === 'string' ? readFileSync(args.flags.messages, 'utf8') : undefined,
      });
      const url = await store.listen();
      log(
        `replay: ${name}: a WITSML 1.4.1.1 store growing at ${speed}× at ${url} (user replay), log uid_well=${ids.uidWell} uid_wellbore=${ids.uidWellbore} uid_log=${ids.uidLog}; Ctrl+C stops`,
      );
      await new Promise<void>((resolve) => process.once('SIGINT', () => resolve()));
      await store.stop();
      return 0;
    }
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
