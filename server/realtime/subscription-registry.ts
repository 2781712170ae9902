import type { AckMode } from './message-frame';

export interface Subscription<C> {
  id: string;
  /** The id as it appears on the wire, escaped once at subscribe time. */
  escapedId: string;
  destination: string;
  ack: AckMode;
  connection: C;
}

/** Local subscriptions by destination, so a backplane message finds its sockets without a scan. */
export class SubscriptionRegistry<C> {
  private readonly byDestination = new Map<string, Set<Subscription<C>>>();
  private count = 0;

  add(sub: Subscription<C>): void {
    let set = this.byDestination.get(sub.destination);
    if (!set) this.byDestination.set(sub.destination, (set = new Set()));
    if (!set.has(sub)) {
      set.add(sub);
      this.count++;
    }
  }

  remove(sub: Subscription<C>): void {
    const set = this.byDestination.get(sub.destination);
    if (!set?.delete(sub)) return;
    this.count--;
    if (set.size === 0) this.byDestination.delete(sub.destination);
  }

  for(destination: string): ReadonlySet<Subscription<C>> | undefined {
    return this.byDestination.get(destination);
  }

  get size(): number {
    return this.count;
  }
}
