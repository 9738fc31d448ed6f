import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpTestServer {
  /** `SMTP_URL` for the app. */
  url: string;
  /** Every email accepted so far, parsed, in order. */
  received: ParsedMail[];
  /** Refuses the next `count` emails with a temporary error (451), as a failing server does. */
  refuseNext(count: number): void;
  close(): Promise<void>;
}

/** A real SMTP server on a free port of 127.0.0.1 that keeps what it receives (no TLS, no sign-in). */
export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const received: ParsedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      if (refusals > 0) {
        refusals -= 1;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Try again later'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext: (count) => void (refusals = count),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
