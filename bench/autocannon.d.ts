// autocannon ships no types (and @types/autocannon is not a dependency): the part the benches use.
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    [key: string]: number;
  }
  namespace autocannon {
    interface Options {
      url: string;
      headers?: Record<string, string>;
      connections?: number;
      duration?: number;
      amount?: number;
      timeout?: number;
    }
    interface Result {
      requests: Histogram;
      latency: Histogram;
      non2xx: number;
      errors: number;
      timeouts: number;
    }
  }
  interface Instance extends PromiseLike<autocannon.Result> {
    on(event: 'response', fn: (client: unknown, statusCode: number, resBytes: number, responseTimeMs: number) => void): this;
    stop(): void;
  }
  function autocannon(opts: autocannon.Options): Instance;
  export default autocannon;
}
