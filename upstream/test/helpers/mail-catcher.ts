import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Each header as sent, by lower-case name (the first of a repeated one). */
  headers: Record<string, string>;
}

/** A real SMTP server in this process; the app sends to it through SMTP_URL. */
export async function startMailCatcher() {
  const mails: CaughtMail[] = [];
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A server that is down for a while (tests of the outbox's retries) refuses every recipient.
    onRcptTo(_address, _session, callback) {
      callback(refusing ? Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }) : undefined);
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail: ParsedMail) => {
          const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
          mails.push({
            to: to?.value[0]?.address ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: String(mail.html || ''),
            headers: Object.fromEntries(
              [...mail.headerLines].reverse().map(({ key, line }) => [
                key,
                line
                  .slice(line.indexOf(':') + 1)
                  .replace(/\r?\n\s+/g, ' ')
                  .trim(),
              ]),
            ),
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** While on, every mail is refused (451), as by a server in trouble. */
    refuse(on: boolean) {
      refusing = on;
    },
    /** Waits for a mail to `to` whose subject matches, and answers it. */
    async waitFor(to: string, subject: RegExp, timeoutMs = 5000): Promise<CaughtMail> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = mails.find((m) => m.to === to && subject.test(m.subject));
        if (found) return found;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(
        `no mail to ${to} matching ${subject} within ${timeoutMs} ms (got: ${mails.map((m) => `${m.to}: ${m.subject}`).join('; ')})`,
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>;

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: CaughtMail, prefix: string): URL {
  const match = mail.text.match(new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\S+`));
  if (!match) throw new Error(`no link starting with ${prefix} in: ${mail.text}`);
  return new URL(match[0]);
}
