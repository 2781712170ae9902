/**
 * `npm run -s cli -- replay --file FILE (--to HOST:PORT | --listen PORT | --witsml PORT [--trajectory XML] [--messages XML] [--depth-log XML] [--well XML] [--wellbore XML] | --etp PORT [--etp-protocol subscribe|streaming|both]) [--speed N] [--clock now|file]`:
 * stream a real time-indexed log (e.g. ../shared/refdata/logs/drilling/volve_F-4_GenTime_chunk22_time_log.xml)
 * as WITS0 over TCP to a data source, as a rig would, or serve it as a growing WITSML 1.4.1.1 store
 * or an ETP 1.2 store of growing WITSML 2.0 channels (user `replay`, password `--password`, default
 * `replay`; for ETP `--token T` asks for a bearer token instead; `--etp-protocol` the channel
 * protocols it offers: ChannelSubscribe, ChannelStreaming or both, the default). A WITSML 1.4.1.1 log file is served
 * under its own uids and name (others under replay-well / replay-wellbore / replay-log), so the
 * data-source dialog's "Browse the store" finds it beside the other objects given, named by the
 * --well and --wellbore documents. A test and demo tool (server/replay/README.md).
 */
import { existsSync, readFileSync } from 'node:fs';
import { curveColumns, readReplayRows } from '../../replay/file-rows';
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
    const { units, mnemonics } = curveColumns(data);
    if (typeof args.flags.etp === 'string') {
      const token = typeof args.flags.token === 'string' ? args.flags.token : undefined;
      const password = typeof args.flags.password === 'string' ? args.flags.password : 'replay';
      const channelProtocols = args.flags['etp-protocol'] ?? 'both';
      if (channelProtocols !== 'subscribe' && channelProtocols !== 'streaming' && channelProtocols !== 'both')
        throw new CliInputError('--etp-protocol is subscribe, streaming or both');
      const producer = new EtpProducer({
        rows,
        units,
        mnemonics,
        ...(token ? { token } : { username: 'replay', password }),
        speed,
        timeShiftS,
        port,
        host: '0.0.0.0',
        wellName: name,
        channelProtocols,
      });
      const url = await producer.listen();
      log(
        `replay: ${name}: an ETP 1.2 store (Discovery, ${{ subscribe: 'ChannelSubscribe', streaming: 'ChannelStreaming', both: 'ChannelSubscribe and ChannelStreaming' }[channelProtocols]}) growing at ${speed}× at ${url} (${token ? 'bearer token' : 'user replay'}); well ${producer.wellUri}; channel URIs:`,
      );
      for (const u of producer.uris) process.stdout.write(`${u.uri}\t${u.mnemonic}\n`);
      log('Ctrl+C stops');
      await new Promise<void>((resolve) => process.once('SIGINT', () => resolve()));
      await producer.stop();
      return 0;
    }
    if (typeof args.flags.witsml === 'string') {
      const password = typeof args.flags.password === 'string' ? args.flags.password : 'replay';
      const own = /<log\s[^>]*?uidWell="([^"]+)"[^>]*?uidWellbore="([^"]+)"[^>]*?\suid="([^"]+)"/.exec(readFileSync(file, 'utf8').slice(0, 20_000));
      const ids = own
        ? { uidWell: own[1], uidWellbore: own[2], uidLog: own[3] }
        : { uidWell: 'replay-well', uidWellbore: 'replay-wellbore', uidLog: 'replay-log' };
      const xmlFlag = (name: string) => {
        const v = args.flags[name];
        if (typeof v !== 'string') return undefined;
        if (!existsSync(v)) throw new CliInputError(`no such file: ${v} (--${name})`);
        return readFileSync(v, 'utf8');
      };
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
        trajectoryXml: xmlFlag('trajectory'),
        messagesXml: xmlFlag('messages'),
        depthLogXml: xmlFlag('depth-log'),
        wellXml: xmlFlag('well'),
        wellboreXml: xmlFlag('wellbore'),
        logName: own ? name : undefined,
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
