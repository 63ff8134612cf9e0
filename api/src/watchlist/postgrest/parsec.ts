// A port of the part of Haskell's Parsec 3.1.16 that PostgREST's query grammar uses, so a malformed query
// string is refused with the very text PostgREST's parser gives: the position, "unexpected …" and
// "expecting …". The semantics follow Text.Parsec.Prim: a reply either consumed input or did not, `try`
// turns a consumed failure into an empty one, `<|>` only tries its right side after an empty failure, and
// errors merge by keeping the furthest position (messages pool when positions are equal).

export type SourcePos = { line: number; column: number };

/** Parsec's message kinds, in the order its error report sorts them. */
type MessageKind = 'sysUnExpect' | 'unExpect' | 'expect' | 'message';
const KIND_ORDER: Record<MessageKind, number> = { sysUnExpect: 0, unExpect: 1, expect: 2, message: 3 };
type Message = { kind: MessageKind; text: string };

export type ParseError = { pos: SourcePos; messages: Message[] };

type State = { input: readonly string[]; index: number; pos: SourcePos };

type Reply<T> =
  { ok: true; consumed: boolean; value: T; state: State; error: ParseError } | { ok: false; consumed: boolean; error: ParseError };

export type Parser<T> = (state: State) => Reply<T>;

const comparePos = (a: SourcePos, b: SourcePos) => a.line - b.line || a.column - b.column;
const unknownError = (pos: SourcePos): ParseError => ({ pos, messages: [] });
const isUnknown = (error: ParseError) => error.messages.length === 0;
const errorAt = (pos: SourcePos, ...messages: Message[]): ParseError => ({ pos, messages });

function mergeError(first: ParseError, second: ParseError): ParseError {
  if (isUnknown(second) && !isUnknown(first)) return first;
  if (isUnknown(first) && !isUnknown(second)) return second;
  const order = comparePos(first.pos, second.pos);
  if (order === 0) return { pos: first.pos, messages: [...first.messages, ...second.messages] };
  return order > 0 ? first : second;
}

/** Parsec's setErrorMessage: replaces every message of the same kind. */
const setMessage = (error: ParseError, message: Message): ParseError => ({
  pos: error.pos,
  messages: [message, ...error.messages.filter((existing) => existing.kind !== message.kind)],
});

function advance(pos: SourcePos, char: string): SourcePos {
  if (char === '\n') return { line: pos.line + 1, column: 1 };
  if (char === '\t') return { line: pos.line, column: pos.column + 8 - ((pos.column - 1) % 8) };
  return { line: pos.line, column: pos.column + 1 };
}

// ---- Primitives ----

export const pure =
  <T>(value: T): Parser<T> =>
  (state) => ({ ok: true, consumed: false, value, state, error: unknownError(state.pos) });

/** mzero / guard False: fails without a message. */
export const zero: Parser<never> = (state) => ({ ok: false, consumed: false, error: unknownError(state.pos) });

export const unexpected =
  (text: string): Parser<never> =>
  (state) => ({ ok: false, consumed: false, error: errorAt(state.pos, { kind: 'unExpect', text }) });

export function satisfy(test: (char: string) => boolean): Parser<string> {
  return (state) => {
    const char = state.input[state.index];
    if (char === undefined) return { ok: false, consumed: false, error: errorAt(state.pos, { kind: 'sysUnExpect', text: '' }) };
    if (!test(char)) return { ok: false, consumed: false, error: errorAt(state.pos, { kind: 'sysUnExpect', text: showString(char) }) };
    const pos = advance(state.pos, char);
    return { ok: true, consumed: true, value: char, state: { input: state.input, index: state.index + 1, pos }, error: unknownError(pos) };
  };
}

/** Parsec's `tokens`/`string`: on a mismatch the error is at the start, consumed if a prefix matched. */
export function string(text: string): Parser<string> {
  const chars = Array.from(text);
  if (chars.length === 0) return pure('');
  const expect: Message = { kind: 'expect', text: showString(text) };
  return (state) => {
    let pos = state.pos;
    for (let i = 0; i < chars.length; i += 1) {
      const char = state.input[state.index + i];
      if (char !== chars[i]) {
        const seen = char === undefined ? '' : showString(char);
        return { ok: false, consumed: i > 0, error: errorAt(state.pos, expect, { kind: 'sysUnExpect', text: seen }) };
      }
      pos = advance(pos, char);
    }
    return {
      ok: true,
      consumed: true,
      value: text,
      state: { input: state.input, index: state.index + chars.length, pos },
      error: unknownError(pos),
    };
  };
}

/** Parsec's anyToken: consumes a character but, like the original, leaves the position where it was. */
const anyToken: Parser<string> = (state) => {
  const char = state.input[state.index];
  if (char === undefined) return { ok: false, consumed: false, error: errorAt(state.pos, { kind: 'sysUnExpect', text: '' }) };
  return { ok: true, consumed: true, value: char, state: { ...state, index: state.index + 1 }, error: unknownError(state.pos) };
};

// ---- Combinators ----

export const map =
  <A, B>(parser: Parser<A>, f: (value: A) => B): Parser<B> =>
  (state) => {
    const reply = parser(state);
    return reply.ok ? { ...reply, value: f(reply.value) } : reply;
  };

/** Parsec's >>= (parserBind), errors merged exactly as there. */
export const bind =
  <A, B>(parser: Parser<A>, next: (value: A) => Parser<B>): Parser<B> =>
  (state) => {
    const first = parser(state);
    if (!first.ok) return first;
    const second = next(first.value)(first.state);
    if (isUnknown(first.error) || second.consumed) return first.consumed ? { ...second, consumed: true } : second;
    const error = mergeError(first.error, second.error);
    return second.ok ? { ...second, consumed: first.consumed, error } : { ok: false, consumed: first.consumed, error };
  };

/** p *> q */
export const then = <A, B>(first: Parser<A>, second: Parser<B>): Parser<B> => bind(first, () => second);

/** p <* q */
export const before = <A, B>(first: Parser<A>, second: Parser<B>): Parser<A> => bind(first, (value) => map(second, () => value));

/** p <|> q <|> …: the next alternative only after an empty failure; errors of empty replies merge. */
export function alt<T>(...parsers: Parser<T>[]): Parser<T> {
  return parsers.reduceRight((right, left) => (state) => {
    const reply = left(state);
    if (reply.ok || reply.consumed) return reply;
    const other = right(state);
    if (other.consumed) return other;
    return { ...other, error: mergeError(reply.error, other.error) };
  });
}

export const attempt =
  <T>(parser: Parser<T>): Parser<T> =>
  (state) => {
    const reply = parser(state);
    return !reply.ok && reply.consumed ? { ...reply, consumed: false } : reply;
  };

/** p <?> label: when p consumed nothing, its expectations become the label. */
export const label =
  <T>(parser: Parser<T>, text: string): Parser<T> =>
  (state) => {
    const reply = parser(state);
    if (reply.consumed || (reply.ok && isUnknown(reply.error))) return reply;
    return { ...reply, error: setMessage(reply.error, { kind: 'expect', text }) };
  };

export const lookAhead =
  <T>(parser: Parser<T>): Parser<T> =>
  (state) => {
    const reply = parser(state);
    return reply.ok ? { ok: true, consumed: false, value: reply.value, state, error: unknownError(state.pos) } : reply;
  };

export function many<T>(parser: Parser<T>): Parser<T[]> {
  return (state) => {
    const values: T[] = [];
    let current = state;
    for (;;) {
      const reply = parser(current);
      if (!reply.ok) {
        if (reply.consumed) return reply;
        return { ok: true, consumed: values.length > 0, value: values, state: current, error: reply.error };
      }
      if (!reply.consumed) throw new Error('many: the parser accepts an empty string');
      values.push(reply.value);
      current = reply.state;
    }
  };
}

export const many1 = <T>(parser: Parser<T>): Parser<T[]> => bind(parser, (first) => map(many(parser), (rest) => [first, ...rest]));

export const sepBy1 = <T, S>(parser: Parser<T>, separator: Parser<S>): Parser<T[]> =>
  bind(parser, (first) => map(many(then(separator, parser)), (rest) => [first, ...rest]));

export const sepBy = <T, S>(parser: Parser<T>, separator: Parser<S>): Parser<T[]> => alt(sepBy1(parser, separator), pure<T[]>([]));

export const between = <O, C, T>(open: Parser<O>, close: Parser<C>, parser: Parser<T>): Parser<T> => then(open, before(parser, close));

export const option = <T>(fallback: T, parser: Parser<T>): Parser<T> => alt(parser, pure(fallback));

export const optionMaybe = <T>(parser: Parser<T>): Parser<T | undefined> => alt<T | undefined>(parser, pure(undefined));

/** Runs parsers one after another (Haskell's `traverse`/`sequence`), keeping every value. */
export const sequence = <T>(parsers: Parser<T>[]): Parser<T[]> =>
  parsers.reduceRight<Parser<T[]>>((rest, parser) => bind(parser, (value) => map(rest, (values) => [value, ...values])), pure<T[]>([]));

export const notFollowedBy = <T>(parser: Parser<T>, show: (value: T) => string): Parser<undefined> =>
  attempt(
    alt(
      bind(attempt(parser), (value) => unexpected(show(value))),
      pure(undefined),
    ),
  );

export const eof: Parser<undefined> = label(notFollowedBy(anyToken, showChar), 'end of input');

export const char = (expected: string): Parser<string> =>
  label(
    satisfy((c) => c === expected),
    showString(expected),
  );
export const anyChar = satisfy(() => true);
export const oneOf = (chars: string) => satisfy((c) => chars.includes(c));
export const noneOf = (chars: string) => satisfy((c) => !chars.includes(c));
/** Haskell's isAlpha: any Unicode letter. */
export const letter = label(
  satisfy((c) => /\p{L}/u.test(c)),
  'letter',
);
export const digit = label(
  satisfy((c) => c >= '0' && c <= '9'),
  'digit',
);

// ---- Running and reporting ----

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: ParseError };

/** Parsec's `parse`: no end-of-input check unless the grammar asks for one. */
export function parse<T>(parser: Parser<T>, input: string): ParseResult<T> {
  const reply = parser({ input: Array.from(input), index: 0, pos: { line: 1, column: 1 } });
  return reply.ok ? { ok: true, value: reply.value } : { ok: false, error: reply.error };
}

/** `show (errorPos e)` for a named source: `"name" (line 1, column 5)`. */
export const showPosition = (sourceName: string, { line, column }: SourcePos) => `"${sourceName}" (line ${line}, column ${column})`;

/** Parsec's showErrorMessages "or" "unknown parse error" "expecting" "unexpected" "end of input". */
export function showErrorMessages(error: ParseError): string {
  const messages = [...error.messages].sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
  if (messages.length === 0) return 'unknown parse error';
  const texts = (kind: MessageKind) => messages.filter((message) => message.kind === kind).map((message) => message.text);
  const sysUnExpect = texts('sysUnExpect');
  const unExpect = texts('unExpect');
  const clean = (items: string[]) => [...new Set(items.filter((item) => item !== ''))];
  const commasOr = (items: string[]) =>
    items.length <= 1 ? items.join('') : `${clean(items.slice(0, -1)).join(', ')} or ${items[items.length - 1]}`;
  const showMany = (prefix: string, items: string[]) => {
    const cleaned = clean(items);
    if (cleaned.length === 0) return '';
    return prefix === '' ? commasOr(cleaned) : `${prefix} ${commasOr(cleaned)}`;
  };
  const showSysUnExpect =
    unExpect.length > 0 || sysUnExpect.length === 0
      ? ''
      : sysUnExpect[0] === ''
        ? 'unexpected end of input'
        : `unexpected ${sysUnExpect[0]}`;
  const parts = clean([
    showSysUnExpect,
    showMany('unexpected', unExpect),
    showMany('expecting', texts('expect')),
    showMany('', texts('message')),
  ]);
  return parts.map((part) => `\n${part}`).join('');
}

// ---- Haskell's `show` for strings and characters, which Parsec uses to quote what it saw ----

const ASCII_NAMES = [
  'NUL',
  'SOH',
  'STX',
  'ETX',
  'EOT',
  'ENQ',
  'ACK',
  'a',
  'b',
  't',
  'n',
  'v',
  'f',
  'r',
  'SO',
  'SI',
  'DLE',
  'DC1',
  'DC2',
  'DC3',
  'DC4',
  'NAK',
  'SYN',
  'ETB',
  'CAN',
  'EM',
  'SUB',
  'ESC',
  'FS',
  'GS',
  'RS',
  'US',
];

function showLitChar(char: string, next: string | undefined): string {
  const code = char.codePointAt(0) ?? 0;
  if (code > 127) return `\\${code}${next !== undefined && next >= '0' && next <= '9' ? '\\&' : ''}`;
  if (code === 127) return '\\DEL';
  if (char === '\\') return '\\\\';
  if (code >= 32) return char;
  if (code === 14) return `\\SO${next === 'H' ? '\\&' : ''}`;
  return `\\${ASCII_NAMES[code]}`;
}

function showString(text: string): string {
  const chars = Array.from(text);
  return `"${chars.map((char, i) => (char === '"' ? '\\"' : showLitChar(char, chars[i + 1]))).join('')}"`;
}

export function showChar(char: string): string {
  return `'${char === "'" ? "\\'" : showLitChar(char, undefined)}'`;
}
