// A real SMTP mailbox (maildev, in process) for tests that read the emails the api sends.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import MailDev, { type MailDevEmail } from 'maildev';
import { freePort } from './free-port';

export type Mailbox = {
  smtpUrl: string;
  /** Every email sent to this address so far, oldest first. */
  emailsTo(address: string): Promise<MailDevEmail[]>;
  /** The newest email to `address`, waiting up to 5 s for it to arrive. */
  latestTo(address: string, count?: number): Promise<MailDevEmail>;
  close(): Promise<void>;
};

export async function startMailbox(): Promise<Mailbox> {
  const port = await freePort();
  const mailDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'whalewatch-mail-'));
  const maildev = new MailDev({ smtp: port, ip: '127.0.0.1', silent: true, disableWeb: true, mailDirectory });
  await new Promise<void>((resolve, reject) => maildev.listen((error) => (error ? reject(error) : resolve())));

  const all = () =>
    new Promise<MailDevEmail[]>((resolve, reject) => maildev.getAllEmail((error, emails) => (error ? reject(error) : resolve(emails))));
  const emailsTo = async (address: string) => (await all()).filter((email) => email.to.some((to) => to.address === address));

  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    emailsTo,
    async latestTo(address, count = 1) {
      const deadline = Date.now() + 5000;
      for (;;) {
        const emails = await emailsTo(address);
        const latest = emails.at(-1);
        if (latest && emails.length >= count) return latest;
        if (Date.now() > deadline) throw new Error(`no email #${count} to ${address} within 5 s`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: async () => {
      await new Promise<void>((resolve) => maildev.close(() => resolve()));
      // maildev may still be storing a message that arrived just before closing: tidy up at exit.
      process.once('exit', () => fs.rmSync(mailDirectory, { recursive: true, force: true }));
    },
  };
}

/** The 6-digit code in a verification email. */
export function codeIn(email: MailDevEmail): string {
  const code = /\b(\d{6})\b/.exec(email.text)?.[1];
  if (!code) throw new Error(`no code in: ${email.text}`);
  return code;
}

/** The first link in an email. */
export function linkIn(email: MailDevEmail): string {
  const link = /https?:\/\/\S+/.exec(email.text)?.[0];
  if (!link) throw new Error(`no link in: ${email.text}`);
  return link;
}
