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
 *
 * An id-only question (OptionsIn returnElements=id-only) of wells, wellbores, logs or trajectories is
 * answered as a store browses its tree: each object's uids and name, for the objects the store holds
 * (the time log, the depth log, the trajectory; their wells and wellbores, named by the well and
 * wellbore documents when given), matching the query's uidWell and uidWellbore when it gives them.
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
  /** The store's limits per log answer, stated by WMLS_GetCap and enforced (an answer is cut, Result 2). */
  caps?: { maxDataNodes: number; maxDataPoints: number };
  /** The store's limits per trajectory answer (stations) and per message answer (messages), stated by WMLS_GetCap as maxDataNodes and enforced (Result 2). */
  objectCaps?: { trajectory?: number; message?: number };
  /** A depth-indexed WITSML 1.4.1.1 <logs> document (one log), served under its own ids, its rows from the query's startIndex on. */
  depthLogXml?: string;
  /** A WITSML 1.4.1.1 <trajectorys> document (one trajectory) and a <messages> document, served as they are. */
  trajectoryXml?: string;
  messagesXml?: string;
  /** WITSML 1.4.1.1 <wells> and <wellbores> documents (the refdata Volve F-4 ones): the names an id-only question answers. */
  wellXml?: string;
  wellboreXml?: string;
  /** The time log's name (default 'replay'). */
  logName?: string;
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

/** A depth log document cut like a trajectory: its header, each data row (with its index, the first value), what follows. */
interface SplitDepthLog {
  ids: ObjectIds;
  head: string;
  rows: { xml: string; index: number }[];
  tail: string;
  columns: number;
}

function splitDepthLog(xml: string): SplitDepthLog {
  const first = xml.indexOf('<data>');
  const last = xml.lastIndexOf('</data>') + '</data>'.length;
  if (first < 0) throw new Error('the depth log document holds no data row');
  const rows = [...xml.slice(first, last).matchAll(/<data>([^<]*)<\/data>/g)].map((m) => ({ xml: m[0], index: Number(m[1].split(',')[0]) }));
  const columns = (/<mnemonicList>([^<]*)<\/mnemonicList>/.exec(xml)?.[1] ?? '').split(',').length;
  return { ids: idsOf(/<log\s[^>]*>/.exec(xml)?.[0] ?? ''), head: xml.slice(0, first), rows, tail: xml.slice(last), columns };
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

/** OptionsIn: `name=value` pairs separated by semicolons. */
const optionsIn = (s: string): Record<string, string> =>
  Object.fromEntries(
    s
      .split(';')
      .map((kv) => kv.split('=').map((x) => x.trim()))
      .filter((kv) => kv.length === 2 && kv[0]),
  );

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
  private readonly depthLog: SplitDepthLog | null;
  private shownDepthRows = Infinity;
  /** Each depth log data question: the startIndex it asked from (null: none) and the rows answered. */
  readonly depthQuestions: { fromM: number | null; rows: number }[] = [];
  private shownMessages = Infinity;
  /** Each log data question: the rows it asked for (OptionsIn maxReturnNodes, null: none) and the rows and values answered. */
  readonly logQuestions: { askedRows: number | null; rows: number; points: number }[] = [];
  /** Each trajectory question: the stations it asked for (maxReturnNodes, null: none), its mdMn and the stations answered. */
  readonly trajectoryQuestions: { askedRows: number | null; fromM: number | null; stations: number }[] = [];
  /** Each message question: the messages it asked for (maxReturnNodes, null: none) and the messages answered. */
  readonly messageQuestions: { askedRows: number | null; after: string | null; messages: number }[] = [];
  /** The object type of each id-only question (a browse of the store's tree). */
  readonly idOnlyQuestions: string[] = [];
  /** How many messages each message query was answered with (tests: a poll reads only new ones). */
  readonly messagesServed: number[] = [];

  constructor(private readonly o: WitsmlStoreOptions) {
    this.channels = [...new Set(o.rows.flatMap((r) => Object.keys(r.values)))];
    for (const c of this.channels) this.served[c] = servedValue(c, o.units?.[c]);
    this.trajectory = o.trajectoryXml ? splitTrajectory(o.trajectoryXml) : null;
    this.depthLog = o.depthLogXml ? splitDepthLog(o.depthLogXml) : null;
  }

  /** Rows of the depth log drilled so far (the rest come later, as on a rig). */
  showDepthRows(n: number): void {
    this.shownDepthRows = n;
  }

  get depthRowCount(): number {
    return this.depthLog?.rows.length ?? 0;
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
    if ('WMLS_GetCap' in soapBody) return { status: 200, text: this.capAnswer() };
    const call = soapBody.WMLS_GetFromStore;
    if (!call)
      return { status: 500, text: envelope('<soap:Fault><faultcode>soap:Client</faultcode><faultstring>unknown operation</faultstring></soap:Fault>') };
    const type = String(call.WMLtypeIn ?? 'log');
    if (optionsIn(String(call.OptionsIn ?? '')).returnElements === 'id-only') return this.idOnlyAnswer(type, String(call.QueryIn ?? ''));
    const asked = Number(optionsIn(String(call.OptionsIn ?? '')).maxReturnNodes);
    const askedNodes = Number.isInteger(asked) && asked > 0 ? asked : null;
    if (type === 'trajectory') return this.trajectoryAnswer(String(call.QueryIn ?? ''), askedNodes);
    if (type === 'message') return this.messagesAnswer(String(call.QueryIn ?? ''), askedNodes);
    const query = parser.parse(String(call.QueryIn ?? ''))?.logs?.log ?? {};
    const { ids } = this.o;
    const options = optionsIn(String(call.OptionsIn ?? ''));
    const d = this.depthLog;
    if (d && query['@_uidWell'] === d.ids.uidWell && query['@_uidWellbore'] === d.ids.uidWellbore && query['@_uid'] === d.ids.uid)
      return this.depthLogAnswer(query, options);
    if (query['@_uidWell'] !== ids.uidWell || query['@_uidWellbore'] !== ids.uidWellbore || query['@_uid'] !== ids.uidLog)
      return { status: 200, text: answer(-433, '', 'no log matches the query') };
    const shift = this.o.timeShiftS ?? 0;
    if (options.returnElements === 'header-only') return { status: 200, text: answer(1, this.logXml([], shift)) };
    const from = query.startDateTimeIndex ? Date.parse(String(query.startDateTimeIndex)) / 1000 - shift : -Infinity;
    const visible = this.o.rows.slice(0, this.visible());
    const matching = visible.filter((r) => Math.floor(r.timeS) >= Math.floor(from));
    const columns = this.channels.length + 1;
    const askedRows = options.maxReturnNodes ? Number(options.maxReturnNodes) : null;
    const max = this.pageRows(askedRows, columns);
    const page = matching.slice(0, max);
    this.logQuestions.push({ askedRows, rows: page.length, points: page.length * columns });
    return { status: 200, text: answer(matching.length > max ? 2 : 1, this.logXml(page, shift)) };
  }

  /** Rows one log answer holds at most: the store's own page, the question's maxReturnNodes and the caps. */
  private pageRows(askedRows: number | null, columns: number): number {
    const caps = this.o.caps;
    return Math.min(
      this.o.maxRows ?? 500,
      askedRows ?? Infinity,
      caps?.maxDataNodes ?? Infinity,
      caps ? Math.max(1, Math.floor(caps.maxDataPoints / columns)) : Infinity,
    );
  }

  /** The depth log's rows drilled so far from the query's startIndex (m, inclusive) on, a page at a time (Result 2 when more wait). */
  private depthLogAnswer(query: Record<string, any>, options: Record<string, string>): { status: number; text: string } {
    const d = this.depthLog!;
    if (options.returnElements === 'header-only') return { status: 200, text: answer(1, d.head + d.tail) };
    const raw = query.startIndex;
    const fromM = raw === undefined ? null : Number(typeof raw === 'object' ? raw['#text'] : raw);
    const matching = d.rows.slice(0, this.shownDepthRows).filter((r) => fromM === null || r.index >= fromM);
    const max = this.pageRows(options.maxReturnNodes ? Number(options.maxReturnNodes) : null, d.columns);
    const page = matching.slice(0, max);
    this.depthQuestions.push({ fromM, rows: page.length });
    return { status: 200, text: answer(matching.length > max ? 2 : 1, d.head + page.map((r) => r.xml).join('') + d.tail) };
  }

  /** Every object the store holds with its ids and names: the time log, the depth log, the trajectory. */
  private objects(): { type: 'log' | 'trajectory'; ids: ObjectIds; name: string }[] {
    const nameIn = (head: string) => /<name>([^<]*)<\/name>/.exec(head)?.[1] ?? '';
    const { ids } = this.o;
    const out: { type: 'log' | 'trajectory'; ids: ObjectIds; name: string }[] = [
      { type: 'log', ids: { uidWell: ids.uidWell, uidWellbore: ids.uidWellbore, uid: ids.uidLog }, name: this.o.logName ?? 'replay' },
    ];
    if (this.depthLog) out.push({ type: 'log', ids: this.depthLog.ids, name: nameIn(this.depthLog.head) });
    if (this.trajectory) out.push({ type: 'trajectory', ids: this.trajectory.ids, name: nameIn(this.trajectory.head) });
    return out;
  }

  /** Answers an id-only question: the matching objects' uids and names (Result 1, an empty container when none match). */
  private idOnlyAnswer(type: string, queryIn: string): { status: number; text: string } {
    this.idOnlyQuestions.push(type);
    const plural = `${type}s`;
    const q = parser.parse(queryIn)?.[plural]?.[type] ?? {};
    const want = (attrName: string, have: string) => !q[`@_${attrName}`] || q[`@_${attrName}`] === have;
    const named = (doc: string | undefined, tag: string, uid: string) => {
      const m = new RegExp(`<${tag}\\s[^>]*uid="${uid.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>[\\s\\S]*?<name>([^<]*)</name>`).exec(doc ?? '');
      return m?.[1] ?? uid;
    };
    const NS = 'xmlns="http://www.witsml.org/schemas/1series" version="1.4.1.1"';
    const objects = this.objects();
    let items: string[] = [];
    if (type === 'well') {
      const wells = [...new Set(objects.map((x) => x.ids.uidWell))].filter((u) => want('uid', u));
      items = wells.map((u) => `<well uid="${esc(u)}"><name>${esc(named(this.o.wellXml, 'well', u))}</name></well>`);
    } else if (type === 'wellbore') {
      const bores = [...new Map(objects.map((x) => [`${x.ids.uidWell}\n${x.ids.uidWellbore}`, x.ids])).values()].filter(
        (b) => want('uidWell', b.uidWell) && want('uid', b.uidWellbore),
      );
      items = bores.map(
        (b) =>
          `<wellbore uidWell="${esc(b.uidWell)}" uid="${esc(b.uidWellbore)}"><nameWell>${esc(named(this.o.wellXml, 'well', b.uidWell))}</nameWell>` +
          `<name>${esc(named(this.o.wellboreXml, 'wellbore', b.uidWellbore))}</name></wellbore>`,
      );
    } else if (type === 'log' || type === 'trajectory') {
      items = objects
        .filter((x) => x.type === type && want('uidWell', x.ids.uidWell) && want('uidWellbore', x.ids.uidWellbore) && want('uid', x.ids.uid))
        .map(
          (x) =>
            `<${type} uidWell="${esc(x.ids.uidWell)}" uidWellbore="${esc(x.ids.uidWellbore)}" uid="${esc(x.ids.uid)}">` +
            `<nameWell>${esc(named(this.o.wellXml, 'well', x.ids.uidWell))}</nameWell><nameWellbore>${esc(named(this.o.wellboreXml, 'wellbore', x.ids.uidWellbore))}</nameWellbore>` +
            `<name>${esc(x.name)}</name></${type}>`,
        );
    } else return { status: 200, text: answer(-487, '', `the store holds no ${type} objects`) };
    return { status: 200, text: answer(1, `<${plural} ${NS}>${items.join('')}</${plural}>`) };
  }

  /** WMLS_GetCap: a capServers document stating the log, trajectory and message limits (none stated without caps). */
  private capAnswer(): string {
    const c = this.o.caps;
    const limits = c ? ` maxDataNodes="${c.maxDataNodes}" maxDataPoints="${c.maxDataPoints}"` : '';
    const nodes = (n: number | undefined) => (n ? ` maxDataNodes="${n}"` : '');
    const cap =
      `<capServers xmlns="http://www.witsml.org/api/141" version="1.4.1"><capServer apiVers="1.4.1"><name>Drillspace replayer</name><schemaVersion>1.4.1.1</schemaVersion>` +
      `<function name="WMLS_GetFromStore"><dataObject${limits}>log</dataObject><dataObject${nodes(this.o.objectCaps?.trajectory)}>trajectory</dataObject><dataObject${nodes(this.o.objectCaps?.message)}>message</dataObject></function>` +
      `<function name="WMLS_GetVersion"/><function name="WMLS_GetCap"/></capServer></capServers>`;
    return envelope(
      `<WMLS_GetCapResponse xmlns="http://www.witsml.org/wsdl/120"><Result>1</Result><CapabilitiesOut>${esc(cap)}</CapabilitiesOut><SuppMsgOut></SuppMsgOut></WMLS_GetCapResponse>`,
    );
  }

  private trajectoryAnswer(queryIn: string, askedRows: number | null): { status: number; text: string } {
    const q = parser.parse(queryIn)?.trajectorys?.trajectory ?? {};
    const t = this.trajectory;
    if (!t || q['@_uidWell'] !== t.ids.uidWell || q['@_uidWellbore'] !== t.ids.uidWellbore || q['@_uid'] !== t.ids.uid)
      return { status: 200, text: answer(-433, '', 'no trajectory matches the query') };
    const mdMn = q.mdMn === undefined ? -Infinity : Number(typeof q.mdMn === 'object' ? q.mdMn['#text'] : q.mdMn);
    const shown = t.stations.slice(0, this.shownStations).filter((st) => st.mdM >= mdMn);
    const max = Math.min(askedRows ?? Infinity, this.o.objectCaps?.trajectory ?? Infinity);
    const page = shown.slice(0, max);
    this.trajectoryQuestions.push({ askedRows, fromM: Number.isFinite(mdMn) ? mdMn : null, stations: page.length });
    return { status: 200, text: answer(shown.length > max ? 2 : 1, t.head + page.map((st) => st.xml).join('') + t.tail) };
  }

  private messagesAnswer(queryIn: string, askedRows: number | null): { status: number; text: string } {
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
    // In the order of their change time: a slice's last one is where the next question starts after.
    const matching = (Number.isFinite(after) ? ofWellbore.filter((m) => changed(m) > after) : ofWellbore).sort((a, b) => changed(a) - changed(b));
    const max = Math.min(askedRows ?? Infinity, this.o.objectCaps?.message ?? Infinity);
    const page = matching.slice(0, max);
    this.messagesServed.push(page.length);
    this.messageQuestions.push({ askedRows, after: Number.isFinite(after) ? new Date(after).toISOString() : null, messages: page.length });
    const open = /<messages[^>]*>/.exec(xml)?.[0] ?? '<messages xmlns="http://www.witsml.org/schemas/1series" version="1.4.1.1">';
    return { status: 200, text: answer(matching.length > max ? 2 : 1, `${open}${page.join('')}</messages>`) };
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
