// Words that come from outside — a user's wallet nickname, a token's own name and symbol, which anyone
// deploying a token chooses — as one line of visible text: line breaks and other control characters
// (NUL among them, which Postgres text and jsonb cannot hold) become spaces, invisible format characters
// (bidirectional overrides, zero-width joiners and spaces) are dropped, and a long text is cut with '…'.
// So a symbol cannot forge lines in an alert, reverse the words around it, or stop the monitor's insert.

const INVISIBLE = /\p{Cf}/gu;
const BREAKS = /[\p{Cc}\p{Zl}\p{Zp}\s]+/gu;

export function oneLine(text: string, maxLength: number): string {
  const line = text.replace(INVISIBLE, '').replace(BREAKS, ' ').trim();
  const characters = Array.from(line);
  return characters.length <= maxLength ? line : `${characters.slice(0, maxLength - 1).join('').trimEnd()}…`;
}
