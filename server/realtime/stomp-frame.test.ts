import { describe, expect, it } from 'vitest';
import { StompDecoder, StompProtocolError, encodeFrame, escapeHeader, unescapeHeader } from './stomp-frame';

const text = (b: Buffer) => b.toString('utf8');

describe('header escaping (STOMP 1.2)', () => {
  it('round-trips CR, LF, colon and backslash', () => {
    const raw = 'a:b\\c\r\nd';
    expect(escapeHeader(raw)).toBe('a\\cb\\\\c\\r\\nd');
    expect(unescapeHeader(escapeHeader(raw))).toBe(raw);
  });

  it('treats an undefined escape as a protocol error', () => {
    expect(() => unescapeHeader('tab\\t')).toThrow(StompProtocolError);
    expect(() => unescapeHeader('dangling\\')).toThrow(StompProtocolError);
  });
});

describe('encodeFrame', () => {
  it('escapes headers, counts content-length in bytes and ends with NUL', () => {
    const frame = encodeFrame('MESSAGE', { destination: '/topic/a:b', 'x-note': 'line1\nline2' }, '{"t":"é"}');
    expect(frame).toBe('MESSAGE\ndestination:/topic/a\\cb\nx-note:line1\\nline2\ncontent-length:10\n\n{"t":"é"}\0');
  });

  it('leaves CONNECTED header values raw and omits content-length for an empty body', () => {
    expect(encodeFrame('CONNECTED', { version: '1.2', server: 'a:b' })).toBe('CONNECTED\nversion:1.2\nserver:a:b\n\n\0');
  });

  it('ignores a caller-supplied content-length', () => {
    expect(encodeFrame('SEND', { 'content-length': 99 }, 'ab')).toBe('SEND\ncontent-length:2\n\nab\0');
  });

  it('returns a Buffer for a binary body containing NUL', () => {
    const frame = encodeFrame('SEND', {}, Uint8Array.from([1, 0, 2]));
    expect(Buffer.isBuffer(frame)).toBe(true);
    const { frames } = new StompDecoder().push(frame);
    expect([...frames[0].body]).toEqual([1, 0, 2]);
  });
});

describe('StompDecoder', () => {
  it('decodes several frames and heart-beats in one message', () => {
    const decoder = new StompDecoder();
    const wire = '\n' + encodeFrame('SUBSCRIBE', { id: 's1', destination: '/topic/w1/live' }) + '\r\n\n' + encodeFrame('SEND', {}, 'x');
    const { frames, heartbeats } = decoder.push(wire);
    expect(frames.map((f) => f.command)).toEqual(['SUBSCRIBE', 'SEND']);
    expect(frames[0].headers).toMatchObject({ id: 's1', destination: '/topic/w1/live' });
    expect(text(frames[1].body)).toBe('x');
    expect(heartbeats).toBe(3);
  });

  it('reassembles a frame split at every byte, including inside a multi-byte character', () => {
    const wire = Buffer.from(encodeFrame('SEND', { destination: '/q/é' }, 'Grüße, Ω'));
    const decoder = new StompDecoder();
    const frames = [];
    for (let i = 0; i < wire.length; i++) frames.push(...decoder.push(wire.subarray(i, i + 1)).frames);
    expect(frames).toHaveLength(1);
    expect(frames[0].headers.destination).toBe('/q/é');
    expect(text(frames[0].body)).toBe('Grüße, Ω');
  });

  it('does not count heart-beats twice while a frame is incomplete', () => {
    const decoder = new StompDecoder();
    expect(decoder.push('\n\nSEN')).toEqual({ frames: [], heartbeats: 2 });
    const { frames, heartbeats } = decoder.push('D\n\nhi\0\n');
    expect(frames).toHaveLength(1);
    expect(heartbeats).toBe(1);
  });

  it('waits for a CRLF heart-beat split across messages', () => {
    const decoder = new StompDecoder();
    expect(decoder.push('\r').heartbeats).toBe(0);
    expect(decoder.push('\n').heartbeats).toBe(1);
  });

  it('accepts CRLF line endings', () => {
    const { frames } = new StompDecoder().push('SUBSCRIBE\r\nid:1\r\ndestination:/d\r\n\r\n\0');
    expect(frames[0].headers).toEqual({ id: '1', destination: '/d' });
  });

  it('uses content-length so the body may contain NUL', () => {
    const { frames } = new StompDecoder().push('SEND\ncontent-length:3\n\na\0b\0');
    expect([...frames[0].body]).toEqual([0x61, 0, 0x62]);
  });

  it('rejects a content-length body not followed by NUL', () => {
    expect(() => new StompDecoder().push('SEND\ncontent-length:1\n\nab\0')).toThrow(/not followed by NUL/);
  });

  it('keeps the first of repeated headers', () => {
    const { frames } = new StompDecoder().push('SEND\nfoo:first\nfoo:second\n\n\0');
    expect(frames[0].headers.foo).toBe('first');
  });

  it('unescapes headers except on CONNECT, whose values stay raw', () => {
    const { frames } = new StompDecoder().push('SEND\nx:a\\cb\\\\\n\n\0' + 'CONNECT\nAuthorization:Bearer a:b\\c\n\n\0');
    expect(frames[0].headers.x).toBe('a:b\\');
    expect(frames[1].headers.Authorization).toBe('Bearer a:b\\c');
  });

  it('treats a __proto__ header as plain data', () => {
    const { frames } = new StompDecoder().push('SEND\n__proto__:x\n\n\0');
    expect(frames[0].headers['__proto__']).toBe('x');
  });

  it('rejects malformed frames', () => {
    expect(() => new StompDecoder().push('send\n\n\0')).toThrow(/Invalid command/);
    expect(() => new StompDecoder().push('SEND\nno-colon\n\n\0')).toThrow(/Malformed header/);
    expect(() => new StompDecoder().push('SEND\ncontent-length:-1\n\n\0')).toThrow(/content-length/);
    expect(() => new StompDecoder().push('SEND\nx:\\t\n\n\0')).toThrow(/escape/);
  });

  it('refuses frames beyond the size limit instead of buffering them', () => {
    const decoder = new StompDecoder({ maxFrameBytes: 100, maxHeaders: 4 });
    expect(() => decoder.push('SEND\n\n' + 'x'.repeat(200))).toThrow(/larger than 100/);
    expect(() => new StompDecoder({ maxFrameBytes: 100, maxHeaders: 4 }).push('SEND\ncontent-length:500\n\n')).toThrow(/larger/);
    expect(() => new StompDecoder({ maxFrameBytes: 1000, maxHeaders: 2 }).push('SEND\na:1\nb:2\nc:3\n\n\0')).toThrow(/headers/);
  });
});
