// The part of maildev's Node API the tests use (the package ships no types).
declare module 'maildev' {
  export type MailDevEmail = {
    id: string;
    subject: string;
    text: string;
    to: { address: string; name: string }[];
    time: string;
  };

  export default class MailDev {
    constructor(options: { smtp: number; ip: string; silent?: boolean; disableWeb?: boolean; mailDirectory?: string });
    listen(callback: (error?: Error) => void): void;
    close(callback: (error?: Error) => void): void;
    getAllEmail(callback: (error: Error | null, emails: MailDevEmail[]) => void): void;
  }
}
