// STOMP heart-beat negotiation (spec "Heart-beating"). The client's CONNECT says `cx,cy`: it can send
// every cx ms and wants to receive every cy ms (0 = cannot / does not want). We offer the same
// interval both ways.
import { StompProtocolError } from './stomp-frame';

export interface HeartbeatPlan {
  /** Value of the CONNECTED frame's heart-beat header. */
  header: string;
  /** How often we send an EOL; 0 = never. */
  sendEveryMs: number;
  /** How often the client promised to send something; 0 = it will not. */
  expectEveryMs: number;
}

export function negotiateHeartbeat(clientHeader: string | undefined, serverMs: number): HeartbeatPlan {
  let cx = 0;
  let cy = 0;
  if (clientHeader !== undefined) {
    const match = /^\s*(\d+)\s*,\s*(\d+)\s*$/.exec(clientHeader);
    if (!match) throw new StompProtocolError(`Invalid heart-beat header '${clientHeader}'`);
    cx = Number(match[1]);
    cy = Number(match[2]);
  }
  const sx = serverMs;
  const sy = serverMs;
  return {
    header: `${sx},${sy}`,
    sendEveryMs: sx > 0 && cy > 0 ? Math.max(sx, cy) : 0,
    expectEveryMs: cx > 0 && sy > 0 ? Math.max(cx, sy) : 0,
  };
}
