import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/users.ts';
import type { MailContent } from './templates.ts';

export interface OutgoingMail extends MailContent {
  to: string;
}

export interface SendOptions {
  /**
   * The mail's secret link (a one-time token). With SMTP the stored copy has it replaced, so the
   * outbox holds no usable token; without SMTP the stored copy keeps it (it waits there to be read)
   * and the link is written to the log at info level: the one place a token may appear in a log.
   */
  secretLink?: string;
}

export interface SendResult {
  outboxId: string;
  /** True when an SMTP server accepted the mail; false when no SMTP is configured (outbox and log only). */
  delivered: boolean;
}

/** The mail could not be delivered (the SMTP server refused it or could not be reached). */
export class MailDeliveryError extends Error {
  override name = 'MailDeliveryError';
}

const REDACTED_LINK = '[ссылка скрыта: письмо отправлено получателю]';

function withoutLink(mail: OutgoingMail, link: string | undefined): OutgoingMail {
  if (!link) return mail;
  const htmlLink = link.replaceAll('&', '&amp;');
  return {
    ...mail,
    text: mail.text.replaceAll(link, REDACTED_LINK),
    html: mail.html.replaceAll(htmlLink, REDACTED_LINK).replaceAll(link, REDACTED_LINK),
  };
}

/**
 * Sends mail over SMTP (SMTP_URL) and keeps every mail in mail_outbox with sent_at or error. With no
 * SMTP_URL the mail stays in the outbox and its link goes to the log, so a newcomer can finish
 * registration on a machine without mail.
 */
export function createMailer({ db, config, log }: { db: Db; config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'>; log: FastifyBaseLogger }) {
  // A pool of SMTP connections, each reused for many mails: the weekly digest sends thousands, and a new
  // connection per mail cost about 110 ms against 3 ms on an open one (bench/digest.bench.ts). A connection
  // idle for socketTimeout is closed; close() ends them all (the app's close).
  const transport = config.smtpUrl
    ? nodemailer.createTransport({ url: config.smtpUrl, pool: true, maxConnections: 4, maxMessages: 500, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 })
    : null;

  return {
    /** Whether mail leaves the machine (SMTP_URL is set). */
    smtpConfigured: transport !== null,

    async send(mail: OutgoingMail, options: SendOptions = {}): Promise<SendResult> {
      const stored = transport ? withoutLink(mail, options.secretLink) : mail;
      const [row] = await db
        .insert(mailOutbox)
        .values({ to: stored.to, subject: stored.subject, text: stored.text, html: stored.html })
        .returning({ id: mailOutbox.id });
      const outboxId = row!.id;

      if (!transport) {
        log.info(
          { outboxId, to: mail.to, subject: mail.subject, link: options.secretLink },
          'SMTP_URL не задан: письмо сохранено в mail_outbox, ссылка из письма приведена здесь',
        );
        return { outboxId, delivered: false };
      }

      try {
        // Base64 for the bodies: Russian text is almost all non-ASCII, for which quoted-printable is three
        // times longer and, in nodemailer, twice as slow to write (the digest's mails are some 50 KB).
        await transport.sendMail({ from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, textEncoding: 'base64' });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await db.update(mailOutbox).set({ error: reason.slice(0, 1000) }).where(eq(mailOutbox.id, outboxId));
        log.warn({ outboxId, to: mail.to, reason }, 'письмо не отправлено');
        throw new MailDeliveryError(reason);
      }
      await db.update(mailOutbox).set({ sentAt: sql`now()`, error: null }).where(eq(mailOutbox.id, outboxId));
      return { outboxId, delivered: true };
    },

    /** Closes the pooled SMTP connections (the app's close; a mail sent later opens new ones). */
    close(): void {
      transport?.close();
    },
  };
}
export type Mailer = ReturnType<typeof createMailer>;
