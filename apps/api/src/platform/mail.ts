import { and, asc, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { emailOutbox } from '#src/db/schema/index.ts';
import type { Db, DbOrTx } from './db.ts';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

const MAX_ATTEMPTS = 8;
const POLL_MS = 5_000;

/**
 * The outbox: `enqueue` writes the email in the caller's transaction (so an email exists exactly
 * when the change that caused it does) and wakes the sender. The sender delivers over SMTP when
 * SMTP_URL is set, otherwise writes the email to the log. Failures retry with back-off.
 * A request never waits on SMTP.
 */
export class Mailer {
  private transport: Transporter | null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    smtpUrl: string | undefined,
    private readonly from: string,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  }

  async enqueue(db: DbOrTx, email: OutgoingEmail): Promise<void> {
    await db.insert(emailOutbox).values(email);
    // Sent after the caller's transaction has had a chance to commit.
    setImmediate(() => this.kick());
  }

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.kick(), POLL_MS);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
    this.transport?.close();
  }

  /** Sends what is due; one run at a time. Resolves when the current run ends. */
  kick(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (!this.running) {
      this.running = this.drain()
        .catch((err) => this.log.error({ err }, 'outbox run failed'))
        .finally(() => {
          this.running = null;
        });
    }
    return this.running;
  }

  private async drain(): Promise<void> {
    for (;;) {
      if (this.stopped) return;
      const due = await this.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, new Date())))
        .orderBy(asc(emailOutbox.createdAt))
        .limit(20);
      if (due.length === 0) return;
      for (const email of due) await this.deliver(email);
    }
  }

  private async deliver(email: typeof emailOutbox.$inferSelect): Promise<void> {
    try {
      if (this.transport) {
        await this.transport.sendMail({
          from: this.from,
          to: email.to,
          subject: email.subject,
          text: email.text,
          html: email.html ?? undefined,
        });
      } else {
        this.log.info(
          { to: email.to, subject: email.subject, text: email.text },
          'email (no SMTP_URL: logged, not sent)',
        );
      }
      await this.db
        .update(emailOutbox)
        .set({
          status: this.transport ? 'sent' : 'logged',
          sentAt: new Date(),
          attempts: email.attempts + 1,
        })
        .where(eq(emailOutbox.id, email.id));
    } catch (err) {
      const attempts = email.attempts + 1;
      const delayMs = Math.min(2 ** attempts * 1000, 15 * 60_000);
      this.log.warn({ err, to: email.to, attempts }, 'email delivery failed');
      await this.db
        .update(emailOutbox)
        .set({
          attempts,
          lastError: String(err).slice(0, 500),
          status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          nextAttemptAt: new Date(Date.now() + delayMs),
        })
        .where(eq(emailOutbox.id, email.id));
    }
  }
}
