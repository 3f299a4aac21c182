import { inject } from 'vitest';

/** A message the product sent, as the test SMTP server received it. */
export interface Mail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export async function mailTo(address: string): Promise<Mail[]> {
  const res = await fetch(`${inject('mailboxURL')}/messages?to=${encodeURIComponent(address)}`);
  if (!res.ok) throw new Error(`mailbox answered ${res.status}`);
  return (await res.json()) as Mail[];
}

/**
 * Waits for the next mail to this address beyond the `seen` ones already there (pass the count you
 * saw before the action that sends it), so a second mail is never mistaken for the first.
 */
export async function waitForMail(address: string, seen = 0, timeoutMs = 15_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailTo(address);
    if (mails.length > seen) return mails[seen]!;
    if (Date.now() > deadline) throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The first link in the mail's text whose path starts with pathPrefix (e.g. '/account/password'). */
export function linkFrom(mail: Mail, pathPrefix: string): URL {
  for (const match of mail.text.matchAll(/https?:\/\/[^\s<>"]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname.startsWith(pathPrefix)) return url;
  }
  throw new Error(`no ${pathPrefix} link in the mail:\n${mail.text}`);
}

/** While on, the SMTP server refuses every recipient: the product's mail-failure path. */
export async function rejectAllMail(on: boolean): Promise<void> {
  const res = await fetch(`${inject('mailboxURL')}/reject?on=${on ? 1 : 0}`, { method: 'PUT' });
  if (!res.ok) throw new Error(`mailbox answered ${res.status}`);
}
