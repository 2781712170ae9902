/**
 * A WITSML 1.4.1.1 store that grows: it answers WMLS_GetVersion, and WMLS_GetFromStore (SOAP 1.1, basic auth) for one
 * time log made of a real file's rows, holding only the rows "recorded" so far (the file's first
 * row at the start, then as many as the elapsed time × speed covers), from the query's
 * startDateTimeIndex on (inclusive, as the standard says), at most maxRows per answer (Result 2
 * when more wait). Unknown ids answer error -433 (no object matches), as a store does.
 *
 * It also serves a real file's trajectory and message objects (the refdata Volve F-4 ones), under
 * the ids written in those files: a trajectory's stations from the query's mdMn on (inclusive),
 * of which only the first `showStations(n)` are "surveyed" so far (all by default), so the survey
 * grows as a rig's does; and the message objects of the wellbore the query names, of which only the
 * first `showMessages(n)` exist so far (all by default), changed after the query's
 * commonData/dTimLastChange when it gives one (WITSML 1.4: greater than).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { XMLParser } from 'fast-xml-parser';
import { channelById } from '../../src/domain/drilling/channels';
import { recordedRows, servedValue, type ReplayRow } from './file-rows';

export interface WitsmlStoreOptions {
  rows: readonly ReplayRow[];
  /** The unit each channel is served in (the file's, e.g. N for hook load); our unit when absent. */
  units?: Readonly<Record<string, string>>;
  /** The file's mnemonic of each channel (HKLD_AVG ...); the channel's declared mnemonic when absent. */
  mnemonics?: Readonly<Record<string, string>>;
  ids: { uidWell: string; uidWellbore: string; uidLog: string };
  username: string;
  password: string;
  speed: number;
  timeShiftS?: number;
  maxRows?: number;
  port?: number;
  host?: string;
  /** A WITSML 1.4.1.1 <trajectorys> document (one trajectory) and a <messages> document, served as they are. */
  trajectoryXml?: string;
  messagesXml?: string;
}

interface ObjectIds {
  uidWell: string;
  uidWellbore: string;
  uid: string;
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? '';
const idsOf = (openTag: string): ObjectIds => ({ uidWell: attr(openTag, 'uidWell'), uidWellbore: attr(openTag, 'uidWellbore'), uid: attr(openTag, 'uid') });

/** A trajectory document cut in three: what comes before its stations, each station (with its MD in metres), what comes after. */
interface SplitTrajectory {
  ids: ObjectIds;
  head: string;
  stations: { xml: string; mdM: number }[];
  tail: string;
}

function splitTrajectory(xml: string): SplitTrajectory {
  const first = xml.indexOf('<trajectoryStation');
  const last = xml.lastIndexOf('</trajectoryStation>') + '</trajectoryStation>'.length;
  if (first < 0) throw new Error('the trajectory document holds no station');
  const stations = [...xml.slice(first, last).matchAll(/<trajectoryStation[\s>][\s\S]*?<\/trajectoryStation>/g)].map((m) => {
    const md = /<md uom="([^"]*)">([^<]*)<\/md>/.exec(m[0]);
    const factor = md?.[1] === 'ft' ? 0.3048 : 1;
    return { xml: m[0], mdM: Number(md?.[2]) * factor };
  });
  return { ids: idsOf(/<trajectory\s[^>]*>/.exec(xml)?.[0] ?? ''), head: xml.slice(0, first), stations, tail: xml.slice(last) };
}

const parser = new XMLParser({ removeNSPrefix: true, ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false, processEntities: true });
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function envelope(inner: string): string {
  return `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>${inner}</soap:Body></soap:Envelope>`;
}

function answer(result: number, xmlOut: string, message = ''): string {
  return envelope(
    `<WMLS_GetFromStoreResponse xmlns="http://www.witsml.org/wsdl/120"><Result>${result}</Result><XMLout>${esc(xmlOut)}</XMLout><SuppMsgOut>${esc(message)}</SuppMsgOut></WMLS_GetFromStoreResponse>`,
  );
}

async function body(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const c of req) parts.push(c as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

export class WitsmlStore {
  private server: Server | null = null;
  private t0 = 0;
  /** Calls answered, and those refused for their credentials. */
  calls = 0;
  refused = 0;
  private readonly channels: string[];
  private readonly served: Record<string, (v: number) => number> = {};
  private readonly trajectory: SplitTrajectory | null;
  private shownStations = Infinity;
  private shownMessages = Infinity;
  /** How many messages each message query was answered with (tests: a poll reads only new ones). */
  readonly messagesServed: number[] = [];

  constructor(private readonly o: WitsmlStoreOptions) {
    this.channels = [...new Set(o.rows.flatMap((r) => Object.keys(r.values)))];
    for (const c of this.channels) this.served[c] = servedValue(c, o.units?.[c]);
    this.trajectory = o.trajectoryXml ? splitTrajectory(o.trajectoryXml) : null;
  }

  /** Stations of the trajectory surveyed so far (the rest come later, as on a rig). */
  showStations(n: number): void {
    this.shownStations = n;
  }

  /** Messages written by the rig so far. */
  showMessages(n: number): void {
    this.shownMessages = n;
  }

  get stationCount(): number {
    return this.trajectory?.stations.length ?? 0;
  }

  async listen(): Promise<string> {
    this.t0 = Date.now();
    const server = createServer((req, res) => {
      void this.handle(req).then(
        ({ status, text }) => {
          res.writeHead(status, { 'content-type': 'text/xml; charset=utf-8' });
          res.end(text);
        },
        () => {
          res.writeHead(500);
          res.end();
        },
      );
    });
    this.server = server;
    await new Promise<void>((r) => server.listen(this.o.port ?? 0, this.o.host ?? '127.0.0.1', () => r()));
    const a = server.address() as { port: number };
    return `http://${this.o.host ?? '127.0.0.1'}:${a.port}/witsml/store`;
  }

  /** Rows recorded by now. */
  visible(): number {
    return recordedRows(this.o.rows, this.t0, this.o.speed);
  }

  private async handle(req: IncomingMessage): Promise<{ status: number; text: string }> {
    const soapBody = parser.parse(await body(req))?.Envelope?.Body ?? {};
    // WMLS_GetVersion answers anyone, as stores commonly do: it is how a client checks it found a store.
    if ('WMLS_GetVersion' in soapBody)
      return {
        status: 200,
        text: envelope(`<WMLS_GetVersionResponse xmlns="http://www.witsml.org/wsdl/120"><Result>1.4.1.1</Result></WMLS_GetVersionResponse>`),
      };
    const expected = `Basic ${Buffer.from(`${this.o.username}:${this.o.password}`).toString('base64')}`;
    if (req.headers.authorization !== expected) {
      this.refused++;
      return { status: 401, text: '' };
    }
    this.calls++;
    const call = soapBody.WMLS_GetFromStore;
    if (!call)
      return { status: 500, text: envelope('<soap:Fault><faultcode>soap:Client</faultcode><faultstring>unknown operation</faultstring></soap:Fault>') };
    const type = String(call.WMLtypeIn ?? 'log');
    if (type === 'trajectory') return this.trajectoryAnswer(String(call.QueryIn ?? ''));
    if (type === 'message') return this.messagesAnswer(String(call.QueryIn ?? ''));
    const query = parser.parse(String(call.QueryIn ?? ''))?.logs?.log ?? {};
    const { ids } = this.o;
    if (query['@_uidWell'] !== ids.uidWell || query['@_uidWellbore'] !== ids.uidWellbore || query['@_uid'] !== ids.uidLog)
      return { status: 200, text: answer(-433, '', 'no log matches the query') };
    const shift = this.o.timeShiftS ?? 0;
    const from = query.startDateTimeIndex ? Date.parse(String(query.startDateTimeIndex)) / 1000 - shift : -Infinity;
    const visible = this.o.rows.slice(0, this.visible());
    const matching = visible.filter((r) => Math.floor(r.timeS) >= Math.floor(from));
    const max = this.o.maxRows ?? 500;
    const page = matching.slice(0, max);
    return { status: 200, text: answer(matching.length > max ? 2 : 1, this.logXml(page, shift)) };
  }

  private trajectoryAnswer(queryIn: string): { status: number; text: string } {
    const q = parser.parse(queryIn)?.trajectorys?.trajectory ?? {};
    const t = this.trajectory;
    if (!t || q['@_uidWell'] !== t.ids.uidWell || q['@_uidWellbore'] !== t.ids.uidWellbore || q['@_uid'] !== t.ids.uid)
      return { status: 200, text: answer(-433, '', 'no trajectory matches the query') };
    const mdMn = q.mdMn === undefined ? -Infinity : Number(typeof q.mdMn === 'object' ? q.mdMn['#text'] : q.mdMn);
    const shown = t.stations.slice(0, this.shownStations).filter((st) => st.mdM >= mdMn);
    return { status: 200, text: answer(1, t.head + shown.map((st) => st.xml).join('') + t.tail) };
  }

  private messagesAnswer(queryIn: string): { status: number; text: string } {
    const q = parser.parse(queryIn)?.messages?.message ?? {};
    const xml = this.o.messagesXml ?? '';
    const all = [...xml.matchAll(/<message\s[^>]*>[\s\S]*?<\/message>/g)].map((m) => m[0]).slice(0, this.shownMessages);
    const ofWellbore = all.filter((m) => {
      const ids = idsOf(/<message\s[^>]*>/.exec(m)?.[0] ?? '');
      return ids.uidWell === q['@_uidWell'] && ids.uidWellbore === q['@_uidWellbore'] && (!q['@_uid'] || ids.uid === q['@_uid']);
    });
    if (!ofWellbore.length) return { status: 200, text: answer(-433, '', 'no message matches the query') };
    const after = Date.parse(String(q.commonData?.dTimLastChange ?? ''));
    const changed = (m: string) => Date.parse(/<dTimLastChange>([^<]+)<\/dTimLastChange>/.exec(m)?.[1] ?? /<dTim>([^<]+)<\/dTim>/.exec(m)?.[1] ?? '');
    const matching = Number.isFinite(after) ? ofWellbore.filter((m) => changed(m) > after) : ofWellbore;
    this.messagesServed.push(matching.length);
    const open = /<messages[^>]*>/.exec(xml)?.[0] ?? '<messages xmlns="http://www.witsml.org/schemas/1series" version="1.4.1.1">';
    return { status: 200, text: answer(1, `${open}${matching.join('')}</messages>`) };
  }

  private logXml(rows: readonly ReplayRow[], shift: number): string {
    const { ids } = this.o;
    const iso = (t: number) => new Date(Math.round((t + shift) * 1000)).toISOString();
    const mn = (c: string) => this.o.mnemonics?.[c] ?? channelById(c)?.mnemonic ?? c;
    const unit = (c: string) => this.o.units?.[c] ?? channelById(c)?.unit ?? '';
    const infos = [`<logCurveInfo uid="TIME"><mnemonic>TIME</mnemonic><unit>s</unit><typeLogData>date time</typeLogData></logCurveInfo>`]
      .concat(
        this.channels.map(
          (c) =>
            `<logCurveInfo uid="${esc(mn(c))}"><mnemonic>${esc(mn(c))}</mnemonic><unit>${esc(unit(c))}</unit><typeLogData>double</typeLogData></logCurveInfo>`,
        ),
      )
      .join('');
    const data = rows
      .map((r) => {
        const cells = this.channels.map((c) => {
          const v = r.values[c];
          return v === undefined ? '' : String(this.served[c](v));
        });
        return `<data>${iso(r.timeS)},${cells.join(',')}</data>`;
      })
      .join('');
    const range = rows.length
      ? `<startDateTimeIndex>${iso(rows[0].timeS)}</startDateTimeIndex><endDateTimeIndex>${iso(rows[rows.length - 1].timeS)}</endDateTimeIndex>`
      : '';
    return (
      `<logs xmlns="http://www.witsml.org/schemas/1series" version="1.4.1.1"><log uidWell="${esc(ids.uidWell)}" uidWellbore="${esc(ids.uidWellbore)}" uid="${esc(ids.uidLog)}">` +
      `<nameWell>replay</nameWell><nameWellbore>replay</nameWellbore><name>replay</name><indexType>date time</indexType>${range}<indexCurve>TIME</indexCurve>` +
      `${infos}<logData><mnemonicList>TIME,${this.channels.map(mn).map(esc).join(',')}</mnemonicList><unitList>s,${this.channels.map(unit).map(esc).join(',')}</unitList>${data}</logData></log></logs>`
    );
  }

  async stop(): Promise<void> {
    const s = this.server;
    if (s) await new Promise<void>((r) => s.close(() => r()));
  }
}
