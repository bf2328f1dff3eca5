import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { DbOrTx } from './db.ts';
import type { JobQueue } from './jobs.ts';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export const SEND_EMAIL_JOB = 'send_email';
const MAX_ATTEMPTS = 8;

/**
 * Email as a job: `enqueue` writes a `send_email` job in the caller's transaction (so an email
 * exists exactly when the change that caused it does); a worker delivers it over SMTP when
 * SMTP_URL is set, otherwise writes it to the log. A request never waits on SMTP.
 *
 * Sent once: a job is deleted in the statement right after SMTP accepts the message, and only
 * the worker holding the claim can run it. The one window for a second copy is a crash (or the
 * database going away) after the SMTP server said 250 and before that delete commits; the job
 * then runs again after its lease. The Message-ID is the job's, so mail clients fold such a copy.
 */
/** What this process delivered since it started (GET /admin/health). */
export interface MailStats {
  transport: 'smtp' | 'log';
  sentSinceStart: number;
  failedAttemptsSinceStart: number;
  lastError: { message: string; at: string } | null;
}

export class Mailer {
  private readonly smtpUrl: string | undefined;
  /** Created on the first email: nodemailer is loaded then, not at start (ADR 035). */
  private transport: Transporter | null = null;
  private readonly domain: string;
  private sent = 0;
  private failedAttempts = 0;
  private lastError: MailStats['lastError'] = null;

  constructor(
    private readonly jobs: JobQueue,
    private readonly log: FastifyBaseLogger,
    smtpUrl: string | undefined,
    private readonly from: string,
  ) {
    this.smtpUrl = smtpUrl;
    this.domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'shopbook.local';
    jobs.register<OutgoingEmail>(SEND_EMAIL_JOB, (email, ctx) => this.deliver(email, ctx.jobId));
  }

  async enqueue(db: DbOrTx, email: OutgoingEmail): Promise<void> {
    await this.jobs.enqueue(db, SEND_EMAIL_JOB, email, { maxAttempts: MAX_ATTEMPTS });
  }

  /** Wakes the job workers (after the transaction that enqueued has committed). */
  kick(): Promise<void> {
    return this.jobs.kick();
  }

  stats(): MailStats {
    return {
      transport: this.smtpUrl ? 'smtp' : 'log',
      sentSinceStart: this.sent,
      failedAttemptsSinceStart: this.failedAttempts,
      lastError: this.lastError,
    };
  }

  close(): void {
    this.transport?.close();
  }

  private async deliver(email: OutgoingEmail, jobId: number): Promise<void> {
    if (!this.smtpUrl) {
      this.log.info(
        { to: email.to, subject: email.subject, text: email.text },
        'email (no SMTP_URL: logged, not sent)',
      );
      this.sent += 1;
      return;
    }
    if (!this.transport) {
      const { default: nodemailer } = await import('nodemailer');
      this.transport ??= nodemailer.createTransport(this.smtpUrl);
    }
    try {
      await this.transport.sendMail({
        from: this.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html ?? undefined,
        messageId: `<job-${jobId}@${this.domain}>`,
      });
    } catch (err) {
      this.failedAttempts += 1;
      this.lastError = {
        message: err instanceof Error ? err.message : String(err),
        at: new Date().toISOString(),
      };
      throw err;
    }
    this.sent += 1;
  }
}
