import { ONE_TIME_TOKEN_TTL_MS } from '../lib/tokens.ts';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export type PasswordMailKind = 'create_password' | 'reset_password';

/**
 * Why the mail is sent: after the buyer's own quick registration, for an account someone else created
 * (a supplier's representative, a curator, a dispatcher), or because its owner asked (recovery, or the
 * resend link of /account/auth). Only the first says 'Вы зарегистрировались'.
 */
export type PasswordMailOccasion = 'registration' | 'invitation' | 'request';

/** The site's own name, as its pages, logo and titles say it (ru.json app.name). */
/** The site's own name, as the pages say it: every mail is signed with it. */
export const SITE = 'ТМЦ Маркет';
const TTL_HOURS = Math.round(ONE_TIME_TOKEN_TTL_MS / 3_600_000);

function escapeHtml(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
}

interface MailTexts {
  subject: string;
  lead: string;
  action: string;
  ignore: string;
}

const CREATE = { subject: `Создание пароля — ${SITE}`, action: 'Создать пароль' } as const;

const TEXTS: Readonly<Record<PasswordMailKind, Readonly<Record<PasswordMailOccasion, MailTexts>>>> = {
  create_password: {
    registration: {
      ...CREATE,
      lead: `Вы зарегистрировались на площадке «${SITE}». Чтобы входить в личный кабинет, создайте пароль по ссылке:`,
      ignore: 'Если вы не регистрировались на площадке, просто не открывайте ссылку: без пароля войти в кабинет нельзя.',
    },
    invitation: {
      ...CREATE,
      lead: `Для вас создана учётная запись на площадке «${SITE}». Чтобы входить в личный кабинет, создайте пароль по ссылке:`,
      ignore: 'Если вы не ждали этого письма, просто не открывайте ссылку: без пароля войти в кабинет нельзя.',
    },
    request: {
      ...CREATE,
      lead: `Вы запросили ссылку для входа на площадку «${SITE}». У вашей учётной записи ещё нет пароля: создайте его по ссылке:`,
      ignore: 'Если вы ничего не запрашивали, просто не открывайте ссылку: без пароля войти в кабинет нельзя.',
    },
  },
  reset_password: Object.fromEntries(
    (['registration', 'invitation', 'request'] as const).map((occasion) => [
      occasion,
      {
        subject: `Восстановление пароля — ${SITE}`,
        lead: `Вы запросили восстановление пароля на площадке «${SITE}». Задайте новый пароль по ссылке:`,
        action: 'Задать новый пароль',
        ignore: 'Если вы не запрашивали восстановление, ничего не делайте: прежний пароль продолжит действовать.',
      },
    ]),
  ) as Record<PasswordMailOccasion, MailTexts>,
};

/** The password-creation (after quick registration) or recovery mail, as plain text and simple HTML. */
export function passwordMail(kind: PasswordMailKind, link: string, occasion: PasswordMailOccasion = 'request'): MailContent {
  const t = TEXTS[kind][occasion];
  const validity = `Ссылка действует ${TTL_HOURS} часа и открывается один раз.`;
  const text = [
    'Здравствуйте!',
    '',
    t.lead,
    link,
    '',
    validity,
    t.ignore,
    '',
    `— ${SITE}`,
    '',
  ].join('\n');
  const a = escapeHtml(link);
  const html = `<!doctype html>
<html lang="ru">
<body style="font-family: Arial, sans-serif; font-size: 15px; color: #222;">
<p>Здравствуйте!</p>
<p>${escapeHtml(t.lead)}</p>
<p><a href="${a}" style="display: inline-block; padding: 10px 18px; background: #1c7ed6; color: #fff; text-decoration: none; border-radius: 4px;">${escapeHtml(t.action)}</a></p>
<p>Если кнопка не открывается, скопируйте адрес в браузер:<br><a href="${a}">${a}</a></p>
<p>${escapeHtml(validity)}<br>${escapeHtml(t.ignore)}</p>
<p>— ${escapeHtml(SITE)}</p>
</body>
</html>
`;
  return { subject: t.subject, text, html };
}
