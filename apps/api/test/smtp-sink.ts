import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedEmail {
  to: string[];
  raw: string;
  subject: string;
  /** The decoded plain text (quoted-printable soft breaks undone). */
  text: string;
}

/** Bytes written as quoted-printable, read back as UTF-8 ("caf=C3=A9" is "café"). */
function decodeQuotedPrintable(encoded: string): string {
  const bytes: number[] = [];
  const text = encoded.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The Subject header unfolded, its RFC 2047 words (=?UTF-8?Q?...?= or ?B?) decoded. */
function decodeSubject(raw: string): string {
  const headers = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const value = /^Subject: (.*)$/im.exec(headers)?.[1]?.trim() ?? '';
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, word: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(word, 'base64').toString('utf8')
        : decodeQuotedPrintable(word.replace(/_/g, ' ')),
    );
}

/** The message with each part's body decoded (quoted-printable or base64) as UTF-8. */
function decodeParts(raw: string): string {
  const parts =
    /(Content-Transfer-Encoding: (quoted-printable|base64)\r?\n(?:[^\r\n]+\r?\n)*\r?\n)([\s\S]*?)(?=\r?\n--|$)/gi;
  return raw.replace(parts, (_, head: string, encoding: string, body: string) =>
    encoding.toLowerCase() === 'base64'
      ? head + Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : head + decodeQuotedPrintable(body),
  );
}

/** A real SMTP server on a free port that keeps what it receives, for tests to read codes from. */
export async function startSmtpSink() {
  const received: ReceivedEmail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const subject = decodeSubject(raw);
        const text = decodeParts(raw);
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
          subject,
          text,
        });
        waiters.splice(0).forEach((w) => w());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  async function waitForEmail(
    to: string,
    match: (e: ReceivedEmail) => boolean = () => true,
    timeoutMs = 10_000,
  ) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = [...received]
        .reverse()
        .find((e) => e.to.includes(to.toLowerCase()) && match(e));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no email to ${to} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitForEmail,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The 6-digit code in an email's text. */
export function extractCode(email: ReceivedEmail): string {
  const code = /\b(\d{6})\b/.exec(email.text.replace(/^[\s\S]*?\r?\n\r?\n/, ''))?.[1];
  if (!code) throw new Error(`no code in email: ${email.subject}`);
  return code;
}

/**
 * An SMTP server that holds its answers once `holdAfter` messages were accepted: a held message
 * is neither accepted nor counted; on release it is accepted only if its sender is still there.
 */
export async function startHoldingSink(holdAfter: number) {
  const accepted: string[] = [];
  const pending: Array<{ sessionId: string; to: string; done: () => void }> = [];
  const closed = new Set<string>();
  let limit = holdAfter;
  let lastAnswerAt = 0;
  const accept = (p: { sessionId: string; to: string; done: () => void }) => {
    if (closed.has(p.sessionId)) return;
    accepted.push(p.to);
    lastAnswerAt = Date.now();
    p.done();
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onClose(session) {
      closed.add(session.id);
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        const item = {
          sessionId: session.id,
          to: session.envelope.rcptTo[0]?.address.toLowerCase() ?? '',
          done: () => callback(),
        };
        const held = () => accepted.length >= limit;
        if (held()) pending.push(item);
        else setTimeout(() => (held() ? pending.push(item) : accept(item)), 20);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    accepted,
    pending,
    release: () => {
      limit = Infinity;
      pending.splice(0).forEach(accept);
    },
    quietFor: () => Date.now() - lastAnswerAt,
    /** Whether every held message's connection has been closed. */
    heldSendersGone: () => pending.every((p) => closed.has(p.sessionId)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
