// Words that come from outside — a user's wallet nickname, a token's own name and symbol, which anyone
// deploying a token chooses — as one line: line breaks and other control characters (NUL among them,
// which Postgres text and jsonb cannot hold) become spaces, bidirectional embeddings, overrides and
// isolates are dropped, and a long text is cut with '…'. So a symbol cannot forge lines in an alert,
// reverse the words around it, or stop the monitor's insert. Zero-width characters stay: they change
// nothing around them, and they are what tells a token passing for another as spam (portfolio).

const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
const BREAKS = /[\p{Cc}\p{Zl}\p{Zp}\s]+/gu;

export function oneLine(text: string, maxLength: number): string {
  const line = text.replace(BIDI_CONTROLS, '').replace(BREAKS, ' ').trim();
  const characters = Array.from(line);
  return characters.length <= maxLength
    ? line
    : `${characters
        .slice(0, maxLength - 1)
        .join('')
        .trimEnd()}…`;
}
