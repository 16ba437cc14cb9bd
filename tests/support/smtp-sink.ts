// A tiny SMTP receiver on node:net for tests: enough of RFC 5321 for nodemailer (EHLO, MAIL, RCPT, DATA,
// RSET, NOOP, QUIT), no TLS, no auth. It keeps what it receives, or refuses recipients when told to.
import { createServer, type Server, type Socket } from 'node:net';

interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message (headers and body) as sent in DATA, dot-unstuffed. */
  data: string;
}

export interface SmtpSink {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** When set, every RCPT TO is refused with this reply (e.g. '550 5.1.1 mailbox unavailable'). */
  rejectRecipients: string | null;
  close(): Promise<void>;
}

function session(socket: Socket, sink: SmtpSink): void {
  let buffer = '';
  let inData = false;
  let current: ReceivedMail = { from: '', to: [], data: '' };
  const reply = (line: string) => socket.write(`${line}\r\n`);
  reply('220 sink.test ESMTP ready');

  socket.on('data', (chunk) => {
    buffer += chunk.toString('utf8');
    for (;;) {
      if (inData) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end < 0) return;
        current.data = buffer.slice(0, end).replace(/\r\n\.\./g, '\r\n.');
        buffer = buffer.slice(end + 5);
        inData = false;
        sink.received.push(current);
        current = { from: '', to: [], data: '' };
        reply('250 2.0.0 queued');
        continue;
      }
      const eol = buffer.indexOf('\r\n');
      if (eol < 0) return;
      const line = buffer.slice(0, eol);
      buffer = buffer.slice(eol + 2);
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') reply('250-sink.test\r\n250-8BITMIME\r\n250 SMTPUTF8');
      else if (verb === 'MAIL') {
        current = { from: /<([^>]*)>/.exec(line)?.[1] ?? '', to: [], data: '' };
        reply('250 2.1.0 ok');
      } else if (verb === 'RCPT') {
        if (sink.rejectRecipients) reply(sink.rejectRecipients);
        else {
          current.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 2.1.5 ok');
        }
      } else if (verb === 'DATA') {
        inData = true;
        reply('354 end with <CRLF>.<CRLF>');
      } else if (verb === 'RSET') {
        current = { from: '', to: [], data: '' };
        reply('250 2.0.0 ok');
      } else if (verb === 'NOOP') reply('250 2.0.0 ok');
      else if (verb === 'QUIT') {
        reply('221 2.0.0 bye');
        socket.end();
        return;
      } else reply('502 5.5.2 not implemented');
    }
  });
  socket.on('error', () => undefined);
}

/** Starts a sink on a free port of 127.0.0.1. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const sockets = new Set<Socket>();
  const sink = { received: [] as ReceivedMail[], rejectRecipients: null as string | null } as SmtpSink;
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    session(socket, sink);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  sink.port = port;
  sink.url = `smtp://127.0.0.1:${port}`;
  sink.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return sink;
}
