// The slice of a pino logger (Fastify's app.log) the realtime code uses, so either can be passed.
export interface RealtimeLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
  /** Routine repeats (a retry while the broker stays down); pino loggers have it. */
  debug?(obj: object, msg: string): void;
}

/** Default when no logger is given: problems go to stderr, routine events stay quiet. */
export const quietLogger: RealtimeLogger = {
  info() {},
  warn: (obj, msg) => console.warn(`[realtime] ${msg}`, obj),
  error: (obj, msg) => console.error(`[realtime] ${msg}`, obj),
};
