// Sends the api's emails over SMTP (the local mailbox in the embedded default).
import nodemailer from 'nodemailer';

export type Email = { to: string; subject: string; text: string };

export type Mailer = {
  send(email: Email): Promise<void>;
  close(): void;
};

export function createSmtpMailer({ smtpUrl, from }: { smtpUrl: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(smtpUrl, { from });
  return {
    send: async (email) => {
      await transport.sendMail(email);
    },
    close: () => transport.close(),
  };
}
