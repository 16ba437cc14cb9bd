// A real SMTP server for tests (the npm package smtp-server) on a free loopback port: no TLS, no auth. It keeps
// what it receives, or refuses recipients with the reply it is told (a 4xx is temporary, a 5xx permanent).
import { SMTPServer } from 'smtp-server';

interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message (headers and body) as sent in DATA. */
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

export async function startSmtpSink(): Promise<SmtpSink> {
  const sink = { received: [] as ReceivedMail[], rejectRecipients: null as string | null } as SmtpSink;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!sink.rejectRecipients) return callback();
      const [, code, text] = /^(\d{3})\s+(.*)$/.exec(sink.rejectRecipients) ?? [];
      const refusal = Object.assign(new Error(text ?? sink.rejectRecipients), { responseCode: Number(code ?? 550) });
      return callback(refusal);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        sink.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  sink.port = typeof address === 'object' && address ? address.port : 0;
  sink.url = `smtp://127.0.0.1:${sink.port}`;
  sink.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return sink;
}
