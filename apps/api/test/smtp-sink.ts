import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedEmail {
  to: string[];
  raw: string;
  subject: string;
  /** The decoded plain text (quoted-printable soft breaks undone). */
  text: string;
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
        const subject = /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '';
        const text = raw
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
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
