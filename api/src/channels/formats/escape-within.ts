// Alert words escaped for a chat's markup and cut to fit its limits. The cut falls between whole escaped
// characters, so never inside an escape (\*, &amp;) or a surrogate pair: a service would refuse half an
// entity (Telegram: "can't parse entities") or show it raw (Slack). A cut ends in '…'.

const ELLIPSIS = '…';

/** `text`, each character escaped by `escape`, in at most `limit` characters. */
export function escapeWithin(text: string, limit: number, escape: (character: string) => string): string {
  const escaped = Array.from(text, escape);
  const whole = escaped.join('');
  if (whole.length <= limit) return whole;
  let kept = '';
  for (const piece of escaped) {
    if (kept.length + piece.length + ELLIPSIS.length > limit) break;
    kept += piece;
  }
  return limit >= ELLIPSIS.length ? `${kept}${ELLIPSIS}` : '';
}
