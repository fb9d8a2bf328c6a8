// The real delivery adapters against local stand-ins: the WhatsApp Cloud API (a fake fetch) and an SMTP server.
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createSmtpSender } from '../src/adapters/smtp.ts';
import { createWhatsAppCloudSender } from '../src/adapters/whatsapp-cloud.ts';

describe('WhatsApp Cloud adapter', () => {
  it('posts the code to the Graph API and hides the recipient in errors', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    let status = 200;
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response('{"messages":[{"id":"x"}]}', { status });
    }) as unknown as typeof fetch;
    const sender = createWhatsAppCloudSender(
      { token: 'tkn', phoneId: '555', apiVersion: 'v21.0', template: 'otp_code', templateLang: 'id' },
      fakeFetch,
    );
    await sender.send({ to: '6281234567801', code: '123456', text: 'Kode 123456', lang: 'id' });
    expect(calls[0]?.url).toBe('https://graph.facebook.com/v21.0/555/messages');
    expect((calls[0]?.init.headers as Record<string, string> | undefined)?.authorization).toBe('Bearer tkn');
    const sent = JSON.parse(String(calls[0]?.init.body));
    expect(sent).toMatchObject({ to: '6281234567801', type: 'template', template: { name: 'otp_code' } });
    status = 400;
    const failure = await sender
      .send({ to: '6281234567801', code: '123456', text: 'x', lang: 'id' })
      .catch((e: Error) => e);
    expect(String(failure)).toContain('HTTP 400');
    expect(String(failure)).not.toContain('6281234567801');
  });
});

describe('SMTP adapter', () => {
  it('sends the e-mail through the SMTP server of SMTP_URL', async () => {
    let received = '';
    // A minimal SMTP server: greets, accepts every command and records the message.
    const server = createServer((socket) => {
      let inData = false;
      socket.write('220 localhost ESMTP test\r\n');
      socket.on('data', (chunk) => {
        const text = chunk.toString();
        if (inData) {
          received += text;
          if (received.includes('\r\n.\r\n')) {
            inData = false;
            socket.write('250 OK queued\r\n');
          }
          return;
        }
        for (const line of text.split('\r\n').filter(Boolean)) {
          const verb = line.slice(0, 4).toUpperCase();
          if (verb === 'EHLO' || verb === 'HELO') socket.write('250-localhost\r\n250 8BITMIME\r\n');
          else if (verb === 'DATA') {
            inData = true;
            socket.write('354 go ahead\r\n');
          } else if (verb === 'QUIT') socket.end('221 bye\r\n');
          else socket.write('250 OK\r\n');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      const sender = createSmtpSender({
        url: `smtp://127.0.0.1:${port}`,
        from: 'Nusa Stay <no-reply@nusastay.example>',
      });
      await sender.send({
        to: 'andi@example.com',
        subject: 'Atur ulang kata sandi',
        text: 'Tautan: https://x/reset',
      });
      expect(received).toContain('To: andi@example.com');
      expect(received).toContain('https://x/reset');
    } finally {
      server.close();
    }
  });
});
