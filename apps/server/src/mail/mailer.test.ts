import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema/users.ts';
import { startSmtpServer, type TestSmtpServer } from '../testing/smtp-server.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { createMailer, MailDeliveryError } from './mailer.ts';
import { passwordMail } from './templates.ts';

let database: Database;
let smtp: TestSmtpServer;
beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await database.close();
  await smtp.close();
});

/** A real Fastify logger writing JSON lines into an array. */
function capturingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      callback();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  return { log: app.log, lines };
}

const LINK = 'https://tmc-market.ru/account/password?token=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcd';

describe('mailer', () => {
  it('without SMTP_URL keeps the whole mail in the outbox and writes its link to the log at info level', async () => {
    const { log, lines } = capturingLogger();
    const mailer = createMailer({ db: database.db, config: { smtpUrl: undefined, mailFrom: 'ТМЦ <noreply@localhost>' }, log });
    expect(mailer.smtpConfigured).toBe(false);
    const result = await mailer.send({ to: 'newcomer@example.ru', ...passwordMail('create_password', LINK) }, { secretLink: LINK });
    expect(result.delivered).toBe(false);

    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, result.outboxId));
    expect(row).toMatchObject({ to: 'newcomer@example.ru', subject: 'Создание пароля — ТМЦ Маркет', sentAt: null, error: null });
    expect(row!.text).toContain(LINK);
    expect(row!.html).toContain(`href="${LINK}"`);

    const line = lines.find((l) => l['outboxId'] === result.outboxId);
    expect(line).toMatchObject({ level: 30, link: LINK, to: 'newcomer@example.ru' });
  });

  it('with SMTP delivers the mail, marks it sent and keeps no usable link in the stored copy', async () => {
    const { log, lines } = capturingLogger();
    const mailer = createMailer({ db: database.db, config: { smtpUrl: smtp.url, mailFrom: 'ТМЦ Маркет <noreply@tmc-market.ru>' }, log });
    const result = await mailer.send({ to: 'buyer@example.ru', ...passwordMail('reset_password', LINK) }, { secretLink: LINK });
    expect(result.delivered).toBe(true);
    // Another mail goes over the same pooled connection, and close() ends it.
    expect((await mailer.send({ to: 'second@example.ru', subject: 'Второе', text: 'Текст', html: '<p>Текст</p>' })).delivered).toBe(true);
    mailer.close();

    const mail = await smtp.nextMessage();
    expect(mail.to).toEqual(['buyer@example.ru']);
    expect(mail.from).toBe('noreply@tmc-market.ru');
    expect(mail.subject).toBe('Восстановление пароля — ТМЦ Маркет');
    expect(mail.text).toContain(LINK);
    expect(mail.text).toContain('Ссылка действует 24 часа и открывается один раз.');
    expect(mail.html).toContain(`href="${LINK}"`);

    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, result.outboxId));
    expect(row!.sentAt).toBeInstanceOf(Date);
    expect(row!.error).toBeNull();
    expect(`${row!.text}${row!.html}`).not.toContain('AbCdEfGhIjKlMnOp');
    expect(row!.text).toContain('[ссылка скрыта: письмо отправлено получателю]');
    expect(JSON.stringify(lines)).not.toContain('AbCdEfGhIjKlMnOp');
  });

  it('records a refused mail with its error and throws MailDeliveryError', async () => {
    const { log, lines } = capturingLogger();
    const mailer = createMailer({ db: database.db, config: { smtpUrl: smtp.url, mailFrom: 'noreply@tmc-market.ru' }, log });
    smtp.rejectAll = true;
    try {
      const sending = mailer.send({ to: 'nobody@example.ru', ...passwordMail('create_password', LINK) }, { secretLink: LINK });
      await expect(sending).rejects.toBeInstanceOf(MailDeliveryError);
    } finally {
      smtp.rejectAll = false;
      mailer.close();
    }
    const rows = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'nobody@example.ru'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sentAt).toBeNull();
    expect(rows[0]!.error).toMatch(/550|Mailbox unavailable/);
    expect(JSON.stringify(lines)).not.toContain('AbCdEfGhIjKlMnOp');
  });

  it('escapes the link in HTML', () => {
    const html = passwordMail('create_password', 'https://x.ru/account/password?token=a"><script>').html;
    expect(html).not.toContain('<script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
  });
});
