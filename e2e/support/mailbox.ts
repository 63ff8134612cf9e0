// The product's local mailbox (maildev) as a user reads it: through its JSON API.
import { SUITE_PRODUCT } from './product';

type Email = { subject: string; text: string; to: { address: string }[] };

/** The newest email to `address`, once at least `count` have arrived (waits up to 15 s). */
export async function latestEmailTo(address: string, count = 1, mailboxApi = SUITE_PRODUCT.mailboxApi): Promise<Email> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const response = await fetch(mailboxApi);
    const emails = ((await response.json()) as Email[]).filter((email) => email.to.some((to) => to.address === address));
    const latest = emails.at(-1);
    if (latest && emails.length >= count) return latest;
    if (Date.now() > deadline) throw new Error(`no email #${count} to ${address} in the mailbox`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export function codeIn(email: Email): string {
  const code = /\b(\d{6})\b/.exec(email.text)?.[1];
  if (!code) throw new Error(`no code in: ${email.text}`);
  return code;
}

export function linkIn(email: Email): string {
  const link = /https?:\/\/\S+/.exec(email.text)?.[0];
  if (!link) throw new Error(`no link in: ${email.text}`);
  return link;
}
