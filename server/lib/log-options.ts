import type { LoggerOptions } from 'pino';

/**
 * What never reaches a log line: passwords, hashes, tokens, secrets, authorization headers, reset
 * links, and the parameters of a failed statement (a failed user insert carries an argon2 hash).
 * Structured fields are redacted by path; free text is scrubbed by pattern, as a last line of defence
 * for messages written by hand.
 */
const SECRET_KEYS = [
  'password',
  'new_password',
  'old_password',
  'password_hash',
  'hash',
  'token',
  'access_token',
  'refresh_token',
  'real_token',
  'jwt',
  'secret',
  'jwt_secret',
  'authorization',
  'cookie',
  'reset_link',
];
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["set-cookie"]',
  'res.headers["set-cookie"]',
  'err.query',
  'err.params',
  'err.parameters',
  'query',
  'params',
  ...SECRET_KEYS.flatMap((k) => [k, `*.${k}`, `*.*.${k}`]),
];

const TEXT_SECRETS: [RegExp, string][] = [
  [/([?&](?:token|access_token|password)=)[^&\s"']+/gi, '$1[Redacted]'],
  [/\$argon2(?:id|i|d)\$[^\s"',]+/g, '[Redacted hash]'],
  [/(Bearer\s+)[A-Za-z0-9._~+/=-]+/g, '$1[Redacted]'],
  // Credentials inside a URL (AMQP_URL, DATABASE_URL).
  [/(\b[a-z][a-z0-9+.-]*:\/\/[^:/\s@]+:)[^@\s]+@/gi, '$1[Redacted]@'],
];

export function scrubText(s: string): string {
  let out = s;
  for (const [re, to] of TEXT_SECRETS) out = out.replace(re, to);
  return out;
}

/** Errors are logged by type, code, message and stack; never the statement or its parameters. */
function errSerializer(e: unknown): unknown {
  if (!(e instanceof Error)) return e;
  const x = e as Error & { code?: unknown; statusCode?: unknown; table?: unknown; constraint?: unknown; column?: unknown };
  return {
    type: x.name,
    message: scrubText(x.message),
    code: x.code,
    statusCode: x.statusCode,
    table: x.table,
    constraint: x.constraint,
    column: x.column,
    stack: x.stack ? scrubText(x.stack) : undefined,
  };
}

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[Redacted]' },
    serializers: { err: errSerializer, error: errSerializer },
    hooks: {
      logMethod(args, method) {
        const scrubbed = args.map((a) => (typeof a === 'string' ? scrubText(a) : a)) as typeof args;
        return method.apply(this, scrubbed);
      },
    },
  };
}
