import nodemailer, { type Transporter } from 'nodemailer';

// One transporter per SMTP URL per process: nodemailer keeps no state worth sharing beyond it, and building one
// per message would re-parse the URL each time. Timeouts keep a dead server from holding a message for minutes.
const transports = new Map<string, Transporter>();

export function smtpTransport(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport(url, {
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    } as Parameters<typeof nodemailer.createTransport>[1]);
    transports.set(url, transport);
  }
  return transport;
}
