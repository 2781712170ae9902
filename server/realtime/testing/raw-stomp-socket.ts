// A bare WebSocket speaking STOMP by hand, for what @stomp/stompjs will not do on purpose: split
// frames, stay silent, stop reading.
import WebSocket from 'ws';
import { StompDecoder, type StompFrame } from '../stomp-frame';

export interface RawStompSocket {
  ws: WebSocket;
  frames: StompFrame[];
  /** Heart-beat EOLs received. */
  heartbeats(): number;
  send(data: string): void;
  /** Resolves with the next frame of this command (already received ones included). */
  frame(command: string, timeoutMs?: number): Promise<StompFrame>;
  closed: Promise<number>;
}

export async function openRawSocket(url: string): Promise<RawStompSocket> {
  const ws = new WebSocket(url, ['v12.stomp']);
  const decoder = new StompDecoder({ maxFrameBytes: 16 * 1024 * 1024, maxHeaders: 64 });
  const frames: StompFrame[] = [];
  let heartbeats = 0;
  let seen = 0;
  const listeners = new Set<() => void>();
  ws.on('message', (data: Buffer) => {
    const out = decoder.push(data);
    frames.push(...out.frames);
    heartbeats += out.heartbeats;
    for (const listener of [...listeners]) listener();
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    frames,
    heartbeats: () => heartbeats,
    send: (data) => ws.send(data),
    closed,
    frame(command, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          for (; seen < frames.length; seen++) {
            if (frames[seen].command === command) {
              listeners.delete(check);
              clearTimeout(timer);
              resolve(frames[seen++]);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`No ${command} frame within ${timeoutMs} ms`));
        }, timeoutMs);
        listeners.add(check);
        check();
      });
    },
  };
}
