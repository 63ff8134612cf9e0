// Sends the api's emails over SMTP (the local mailbox in the embedded default).
import nodemailer from 'nodemailer';

export type Email = { to: string; subject: string; text: string };

export type Mailer = {
  send(email: Email): Promise<void>;
  close(): void;
};

export function createSmtpMailer({ smtpUrl, from }: { smtpUrl: string; from: string }): Mailer {
  // Deadlines: a mail server that accepts the connection and never answers must not hold a send forever.
  const transport = nodemailer.createTransport(
    { url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
    { from },
  );
  return {
    send: async (email) => {
      await transport.sendMail(email);
    },
    close: () => transport.close(),
  };
}
