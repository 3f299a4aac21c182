import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestSmtpServer } from '../../../server/src/testing/smtp-server.ts';

/**
 * The test SMTP server lives in the global-setup process, the tests in worker processes: this small
 * HTTP face lets them read what the product really sent. GET /messages?to=<address> lists the mail
 * to that address (oldest first); PUT /reject?on=1 makes the SMTP server refuse every recipient, so a
 * test can show the product's mail-failure states, and ?on=0 ends it.
 */
export async function startMailbox(smtp: TestSmtpServer): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://mailbox');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET' && url.pathname === '/messages') {
      const to = (url.searchParams.get('to') ?? '').toLowerCase();
      const found = smtp.messages.filter((m) => m.to.some((address) => address.toLowerCase() === to));
      return send(200, found.map(({ from, to: recipients, subject, text, html }) => ({ from, to: recipients, subject, text, html })));
    }
    if (req.method === 'PUT' && url.pathname === '/reject') {
      smtp.rejectAll = url.searchParams.get('on') === '1';
      return send(200, { rejectAll: smtp.rejectAll });
    }
    return send(404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
