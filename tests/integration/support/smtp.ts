/**
 * A real SMTP server (the smtp-server package) on a free port that keeps every message as received,
 * and reading an attachment back out of a raw message.
 */
import { SMTPServer } from 'smtp-server';

interface Mail {
  to: string;
  raw: string;
  atMs: number;
}

/** A real SMTP server on a free port that keeps every message. */
export async function startSmtp(): Promise<{ port: number; mails: Mail[]; close(): Promise<void> }> {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw: Buffer.concat(chunks).toString('utf8'), atMs: Date.now() });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as { port: number }).port;
  return { port, mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The attachments of a raw MIME message (base64 parts with a file name), decoded. */
export function mailAttachments(raw: string): { fileName: string; contentType: string; content: Buffer }[] {
  const out: { fileName: string; contentType: string; content: Buffer }[] = [];
  for (const part of raw.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const sep = part.search(/\r?\n\r?\n/);
    if (sep < 0) continue;
    const head = part.slice(0, sep).replace(/\r?\n[ \t]+/g, ' ');
    const name = /filename\*?=(?:utf-8'')?"?([^";\r\n]+)"?/i.exec(head);
    if (!name || !/content-transfer-encoding:\s*base64/i.test(head)) continue;
    const type = /content-type:\s*([^;\r\n]+)/i.exec(head)?.[1].trim() ?? '';
    const body = part
      .slice(sep)
      .replace(/--[^\r\n]*--\s*$/, '')
      .replace(/\s+/g, '');
    out.push({ fileName: decodeURIComponent(name[1]), contentType: type, content: Buffer.from(body, 'base64') });
  }
  return out;
}
