// STOMP 1.2 frame codec (https://stomp.github.io/stomp-specification-1.2.html#STOMP_Frames).
// Works on bytes, not strings: content-length counts octets, and a multi-byte UTF-8 character may be
// split across two WebSocket messages.

export interface StompFrame {
  command: string;
  /** First occurrence wins for repeated headers (spec: "only the first header entry should be used"). */
  headers: Record<string, string>;
  body: Buffer;
}

export class StompProtocolError extends Error {
  override name = 'StompProtocolError';
}

export interface DecoderLimits {
  /** Command + headers + body of one frame. Clients only send small control frames to us. */
  maxFrameBytes: number;
  maxHeaders: number;
}

const LF = 0x0a;
const CR = 0x0d;
const NUL = 0x00;
const COMMAND = /^[A-Z]+$/;
const EMPTY = Buffer.alloc(0);

/** CONNECT and CONNECTED keep raw header values so 1.0 peers can read them (spec, "Value Encoding"). */
export function escapesHeaders(command: string): boolean {
  return command !== 'CONNECT' && command !== 'CONNECTED';
}

export function escapeHeader(text: string): string {
  // Backslash first, or the escapes we add would be escaped again.
  return text.replace(/\\/g, '\\\\').replace(/\r/g, '\\r').replace(/\n/g, '\\n').replace(/:/g, '\\c');
}

function rawHeader(text: string): string {
  // Unescaped, a line break would end the header early and let the rest pose as other headers.
  if (/[\r\n]/.test(text)) throw new StompProtocolError('Unescaped header contains a line break');
  return text;
}

export function unescapeHeader(text: string): string {
  if (!text.includes('\\')) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch !== '\\') {
      out += ch;
      continue;
    }
    const next = text[++i];
    if (next === 'r') out += '\r';
    else if (next === 'n') out += '\n';
    else if (next === 'c') out += ':';
    else if (next === '\\') out += '\\';
    // The spec makes undefined escapes a fatal protocol error rather than passing them through.
    else throw new StompProtocolError(`Undefined escape sequence \\${next ?? ''} in header`);
  }
  return out;
}

export type HeaderInput = Record<string, string | number | undefined> | ReadonlyArray<readonly [string, string]>;

export interface EncodeOptions {
  /**
   * Write header values unescaped, as STOMP 1.0 did. Only for an ERROR sent before a version was
   * negotiated: clients (stompjs included) do not unescape at that point.
   */
  rawHeaders?: boolean;
}

/**
 * Encodes one frame. A string (or absent) body gives a string, sent as a WebSocket text message; a
 * binary body gives a Buffer. content-length is always computed here (in bytes), never trusted from input.
 */
export function encodeFrame(command: string, headers?: HeaderInput, body?: string, opts?: EncodeOptions): string;
export function encodeFrame(command: string, headers: HeaderInput, body: Uint8Array, opts?: EncodeOptions): Buffer;
export function encodeFrame(command: string, headers: HeaderInput = {}, body: string | Uint8Array = '', opts: EncodeOptions = {}): string | Buffer {
  if (!COMMAND.test(command)) throw new StompProtocolError(`Invalid command '${command}'`);
  const escape = escapesHeaders(command) && !opts.rawHeaders ? escapeHeader : rawHeader;
  const entries = Array.isArray(headers)
    ? (headers as ReadonlyArray<readonly [string, string]>)
    : Object.entries(headers as Record<string, string | number | undefined>);
  let head = command + '\n';
  for (const [name, value] of entries) {
    if (value === undefined || name === 'content-length') continue;
    head += `${escape(name)}:${escape(String(value))}\n`;
  }
  const bodyBytes = typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;
  if (bodyBytes > 0) head += `content-length:${bodyBytes}\n`;
  head += '\n';
  if (typeof body === 'string') return head + body + '\0';
  return Buffer.concat([Buffer.from(head), body, Buffer.from([NUL])]);
}

/**
 * Incremental decoder for one connection: push every WebSocket message as it arrives; it returns the
 * frames that message completed and how many heart-beat EOLs it held. Throws StompProtocolError on
 * malformed input, after which the connection must be closed.
 */
export class StompDecoder {
  private pending: Buffer = EMPTY;

  constructor(private readonly limits: DecoderLimits = { maxFrameBytes: 64 * 1024, maxHeaders: 64 }) {}

  push(chunk: Uint8Array | string): { frames: StompFrame[]; heartbeats: number } {
    const incoming = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    const buf = this.pending.length ? Buffer.concat([this.pending, incoming]) : incoming;
    const frames: StompFrame[] = [];
    let heartbeats = 0;
    let pos = 0;
    for (;;) {
      // EOLs between frames are heart-beats (a bare LF or CRLF).
      while (pos < buf.length) {
        if (buf[pos] === LF) {
          pos++;
          heartbeats++;
        } else if (buf[pos] === CR && buf[pos + 1] === LF) {
          pos += 2;
          heartbeats++;
        } else break;
      }
      if (pos >= buf.length || (buf[pos] === CR && pos + 1 === buf.length)) break;
      const parsed = this.parseFrame(buf, pos);
      if (!parsed) break;
      frames.push(parsed.frame);
      pos = parsed.end;
    }
    // Copy the tail so a large message is not kept alive by a few leftover bytes.
    this.pending = pos >= buf.length ? EMPTY : Buffer.from(buf.subarray(pos));
    return { frames, heartbeats };
  }

  /** Returns null when the frame is not complete yet. */
  private parseFrame(buf: Buffer, start: number): { frame: StompFrame; end: number } | null {
    const { maxFrameBytes, maxHeaders } = this.limits;
    const tooLarge = () => new StompProtocolError(`Frame larger than ${maxFrameBytes} bytes`);
    let lineStart = start;
    let command: string | undefined;
    const headers: Record<string, string> = Object.create(null);
    let headerCount = 0;
    for (;;) {
      const lf = buf.indexOf(LF, lineStart);
      if (lf < 0) {
        if (buf.length - start > maxFrameBytes) throw tooLarge();
        return null;
      }
      const lineEnd = lf > lineStart && buf[lf - 1] === CR ? lf - 1 : lf;
      const line = buf.toString('utf8', lineStart, lineEnd);
      lineStart = lf + 1;
      if (command === undefined) {
        if (!COMMAND.test(line)) throw new StompProtocolError(`Invalid command '${line.slice(0, 32)}'`);
        command = line;
        continue;
      }
      if (line === '') break;
      if (++headerCount > maxHeaders) throw new StompProtocolError(`More than ${maxHeaders} headers`);
      const colon = line.indexOf(':');
      if (colon <= 0) throw new StompProtocolError(`Malformed header line '${line.slice(0, 64)}'`);
      const raw = escapesHeaders(command);
      const name = raw ? unescapeHeader(line.slice(0, colon)) : line.slice(0, colon);
      const value = raw ? unescapeHeader(line.slice(colon + 1)) : line.slice(colon + 1);
      if (!(name in headers)) headers[name] = value;
    }
    const bodyStart = lineStart;
    const lengthHeader = headers['content-length'];
    let bodyEnd: number;
    if (lengthHeader !== undefined) {
      if (!/^\d{1,10}$/.test(lengthHeader)) throw new StompProtocolError(`Invalid content-length '${lengthHeader}'`);
      const length = Number(lengthHeader);
      if (bodyStart - start + length > maxFrameBytes) throw tooLarge();
      if (buf.length < bodyStart + length + 1) return null;
      bodyEnd = bodyStart + length;
      if (buf[bodyEnd] !== NUL) throw new StompProtocolError('Frame body is not followed by NUL');
    } else {
      bodyEnd = buf.indexOf(NUL, bodyStart);
      if (bodyEnd < 0) {
        if (buf.length - start > maxFrameBytes) throw tooLarge();
        return null;
      }
    }
    if (bodyEnd - start > maxFrameBytes) throw tooLarge();
    const body = bodyEnd > bodyStart ? Buffer.from(buf.subarray(bodyStart, bodyEnd)) : EMPTY;
    return { frame: { command: command!, headers, body }, end: bodyEnd + 1 };
  }
}
