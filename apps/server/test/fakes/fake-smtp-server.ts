import type { AddressInfo } from 'node:net';
import { createServer, type Socket } from 'node:net';

/** A mail the fake accepted: envelope, login and the raw DATA. */
export type SmtpRecord = { from: string; to: string[]; data: string; login: string | undefined };

/** A tiny SMTP server on 127.0.0.1 speaking EHLO/HELO, AUTH PLAIN, MAIL FROM, RCPT TO, DATA, RSET, NOOP, QUIT. */
export type FakeSmtpServer = {
  port: number;
  messages: SmtpRecord[];
  /** Recipients answered with 550 (mailbox unavailable). */
  rejectedRecipients: Set<string>;
  close(): Promise<void>;
};

/** Starts the fake SMTP server. */
export async function startFakeSmtpServer(): Promise<FakeSmtpServer> {
  const messages: SmtpRecord[] = [];
  const rejectedRecipients = new Set<string>();
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = '';
    let isReadingData = false;
    let dataLines: string[] = [];
    let login: string | undefined;
    let envelope: { from: string; to: string[] } = { from: '', to: [] };
    const reply = (text: string) => socket.write(`${text}\r\n`);

    const handleLine = (line: string) => {
      if (isReadingData) {
        if (line === '.') {
          isReadingData = false;
          messages.push({ ...envelope, data: dataLines.join('\r\n'), login });
          envelope = { from: '', to: [] };
          dataLines = [];
          reply('250 2.0.0 Ok: queued');
        } else {
          dataLines.push(line.startsWith('..') ? line.slice(1) : line);
        }
        return;
      }
      const [verb = '', ...rest] = line.split(' ');
      const argument = rest.join(' ');
      switch (verb.toUpperCase()) {
        case 'EHLO':
          reply('250-fake.smtp.test');
          reply('250-AUTH PLAIN');
          reply('250 8BITMIME');
          return;
        case 'HELO':
          reply('250 fake.smtp.test');
          return;
        case 'AUTH': {
          const [method, payload] = argument.split(' ');
          if (method?.toUpperCase() !== 'PLAIN' || !payload) return reply('504 5.5.4 Unsupported');
          const [, user, password] = Buffer.from(payload, 'base64').toString('utf8').split('\0');
          login = `${user}:${password}`;
          return reply('235 2.7.0 Authentication successful');
        }
        case 'MAIL':
          envelope.from = /<([^>]*)>/.exec(argument)?.[1] ?? '';
          return reply('250 2.1.0 Ok');
        case 'RCPT': {
          const recipient = /<([^>]*)>/.exec(argument)?.[1] ?? '';
          if (rejectedRecipients.has(recipient)) return reply('550 5.1.1 Mailbox unavailable');
          envelope.to.push(recipient);
          return reply('250 2.1.5 Ok');
        }
        case 'DATA':
          if (envelope.to.length === 0) return reply('554 5.5.1 No valid recipients');
          isReadingData = true;
          return reply('354 End data with <CR><LF>.<CR><LF>');
        case 'RSET':
          envelope = { from: '', to: [] };
          return reply('250 2.0.0 Ok');
        case 'NOOP':
          return reply('250 2.0.0 Ok');
        case 'QUIT':
          reply('221 2.0.0 Bye');
          socket.end();
          return;
        default:
          reply('502 5.5.2 Command not recognized');
      }
    };

    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let index = buffer.indexOf('\r\n'); index >= 0; index = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        handleLine(line);
      }
    });
    reply('220 fake.smtp.test ESMTP ready');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    messages,
    rejectedRecipients,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
