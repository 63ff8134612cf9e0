// A device as people name it ('Chrome on macOS'), from a request's user agent (bowser, MIT): the audit
// log, its security emails and the sessions list show it.
import { parse } from 'bowser';

/** 'Chrome on macOS', 'Safari on iOS'; just the browser or the system when only one is known; null when neither is. */
export function deviceOf(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const { browser, os } = parse(userAgent);
  if (browser.name && os.name) return `${browser.name} on ${os.name}`;
  return browser.name || os.name || null;
}
