import { PassThrough } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './log-options';

function capture() {
  const stream = new PassThrough();
  const chunks: string[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c.toString()));
  const log = pino(loggerOptions('info'), stream);
  return { log, text: () => chunks.join('') };
}

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2g';

describe('secrets never reach the logs', () => {
  it('a failed insert is logged without its statement or parameters (no argon2 hash)', async () => {
    const pg = await PGlite.create();
    await pg.exec('create table users (email text unique, password_hash text)');
    await pg.query('insert into users values ($1, $2)', ['a@b.c', HASH]);
    const err = await pg.query('insert into users values ($1, $2)', ['a@b.c', HASH]).catch((e: unknown) => e);
    await pg.close();
    const { log, text } = capture();
    log.error({ err }, 'request failed');
    log.error(err as Error);
    log.error({ params: ['a@b.c', HASH] }, 'statement failed');
    expect(text()).toContain('23505');
    expect(text()).not.toContain('argon2');
    expect(text()).not.toContain('insert into users');
  });

  it('passwords, hashes, tokens and authorization headers are redacted by path', () => {
    const { log, text } = capture();
    log.info({ req: { headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.secret.sig' } } }, 'incoming');
    log.info({ body: { email: 'a@b.c', password: 'hunter2-hunter2' }, user: { password_hash: HASH, token: 'tok-123456' } }, 'user');
    log.warn({ real_token: 'impersonator-token-abc', jwt: 'eyJxyz' }, 'impersonation');
    const out = text();
    for (const secret of ['eyJhbGciOiJIUzI1NiJ9', 'hunter2', 'argon2', 'tok-123456', 'impersonator-token-abc', 'eyJxyz']) expect(out).not.toContain(secret);
    expect(out).toContain('a@b.c');
  });

  it('a reset link or credentials written into a message are scrubbed', () => {
    const { log, text } = capture();
    log.warn({ email: 'a@b.c' }, 'password reset link: /public/password/reset?token=AbCdEf0123456789xyz&email=a%40b.c');
    log.warn('cannot reach amqp://guest:s3cret-pw@127.0.0.1:5672/ and Bearer eyJabc.def.ghi');
    const out = text();
    expect(out).not.toContain('AbCdEf0123456789xyz');
    expect(out).not.toContain('s3cret-pw');
    expect(out).not.toContain('eyJabc');
    expect(out).toContain('token=[Redacted]');
  });
});
