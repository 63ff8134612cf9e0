// PostgREST's query-string grammar (src/PostgREST/ApiRequest/QueryParams.hs, v14), rule for rule on the
// Parsec port, so what it accepts and the errors it gives are PostgREST's: `select=`, `col=op.value`
// filters, `order=`, `and=`/`or=` logic trees, `columns=` and `on_conflict=`.
import {
  alt,
  anyChar,
  attempt,
  before,
  between,
  bind,
  char,
  digit,
  eof,
  label,
  letter,
  lookAhead,
  many,
  many1,
  map,
  noneOf,
  notFollowedBy,
  oneOf,
  option,
  optionMaybe,
  pure,
  sepBy,
  sepBy1,
  sequence,
  showChar,
  string,
  then,
  zero,
  type Parser,
} from './parsec';

export type JsonOperand = { key: string } | { index: string };
export type JsonOperation = { arrow: '->' | '->>'; operand: JsonOperand };
/** A column with an optional JSON path: `data->a->>b`. */
export type Field = { name: string; jsonPath: JsonOperation[] };

export type Aggregate = 'sum' | 'avg' | 'count' | 'max' | 'min';
export type JoinType = 'left' | 'inner';

export type SelectItem =
  | { kind: 'field'; field: Field; aggregate?: Aggregate; aggregateCast?: string; cast?: string; alias?: string }
  | { kind: 'relation'; relation: string; alias?: string; hint?: string; joinType?: JoinType }
  | { kind: 'spread'; relation: string; hint?: string; joinType?: JoinType };
export type SelectTree = { item: SelectItem; children: SelectTree[] };

export type SimpleOperator = 'neq' | 'cs' | 'cd' | 'ov' | 'sl' | 'sr' | 'nxr' | 'nxl' | 'adj';
export type QuantOperator = 'eq' | 'gte' | 'gt' | 'lte' | 'lt' | 'like' | 'ilike' | 'match' | 'imatch';
export type FtsOperator = 'fts' | 'plfts' | 'phfts' | 'wfts';
export type IsValue = 'null' | 'not_null' | 'true' | 'false' | 'unknown';

export type Operation =
  | { kind: 'simple'; operator: SimpleOperator; value: string }
  | { kind: 'quant'; operator: QuantOperator; quantifier?: 'any' | 'all'; value: string }
  | { kind: 'in'; values: string[] }
  | { kind: 'is'; value: IsValue }
  | { kind: 'isdistinct'; value: string }
  | { kind: 'fts'; operator: FtsOperator; language?: string; value: string };

export type OpExpr = { negated: boolean; operation: Operation };
export type Filter = { field: Field; expr: OpExpr };

export type LogicTree =
  { kind: 'filter'; filter: Filter } | { kind: 'expr'; negated: boolean; operator: 'and' | 'or'; children: LogicTree[] };

export type OrderDirection = 'asc' | 'desc';
export type OrderNulls = 'nullsfirst' | 'nullslast';
export type OrderTerm =
  | { kind: 'column'; field: Field; direction?: OrderDirection; nulls?: OrderNulls }
  | { kind: 'relation'; relation: string; field: Field; direction?: OrderDirection; nulls?: OrderNulls };

const constant = <T>(parser: Parser<unknown>, value: T): Parser<T> => map(parser, () => value);
const join = (parser: Parser<string[]>) => map(parser, (chars) => chars.join(''));
/** Haskell's T.strip: white space at either end. */
const strip = (text: string) => text.replace(/^\s+|\s+$/gu, '');

const ws = join(many(oneOf(' \t')));
const lexeme = <T>(parser: Parser<T>) => then(ws, before(parser, ws));

const pDelimiter = label(char('.'), 'delimiter (.)');

const pCharsOrSlashed = alt(noneOf('\\"'), then(char('\\'), anyChar));
const pQuotedValue = join(then(char('"'), before(many(pCharsOrSlashed), char('"'))));

const pIdentifierChar = alt(letter, digit, oneOf('_ $'));
const pIdentifier = map(join(many1(pIdentifierChar)), strip);

/** Names may contain dashes, but not the `->` of a JSON path. */
function sepByDash(identifier: Parser<string>): Parser<string> {
  const isDash = attempt(then(char('-'), notFollowedBy(char('>'), showChar)));
  return map(sepBy1(identifier, constant(isDash, '-')), (parts) => parts.join('-'));
}

export const pFieldName = label(alt(pQuotedValue, sepByDash(pIdentifier)), 'field name (* or [a..z0..9_$])');

const pJsonKeyIdentifier = map(join(many1(noneOf('(-:.,>)'))), strip);
const pJsonKeyName = label(alt(pQuotedValue, sepByDash(pJsonKeyIdentifier)), 'any non reserved character different from: .,>()');

const pJsonPath: Parser<JsonOperation[]> = (() => {
  const arrow = alt(constant(attempt(string('->>')), '->>' as const), constant(attempt(string('->')), '->' as const));
  const end = alt(
    attempt(lookAhead(string('->'))),
    attempt(lookAhead(string('::'))),
    attempt(lookAhead(string('.'))),
    attempt(lookAhead(string(','))),
    attempt(eof),
  );
  const sign = option('+', char('-'));
  const index = map(
    before(
      bind(sign, (s) => map(many1(digit), (digits) => s + digits.join(''))),
      end,
    ),
    (text): JsonOperand => ({ index: text }),
  );
  const key = map(pJsonKeyName, (text): JsonOperand => ({ key: text }));
  const operand = alt(attempt(index), attempt(key));
  return many(bind(arrow, (a) => map(operand, (operand): JsonOperation => ({ arrow: a, operand }))));
})();

const pField: Parser<Field> = lexeme(
  bind(pFieldName, (name) => map(option<JsonOperation[]>([], pJsonPath), (jsonPath) => ({ name, jsonPath }))),
);

const aliasSeparator = then(char(':'), notFollowedBy(char(':'), showChar));
const pAlias = optionMaybe(attempt(before(pFieldName, aliasSeparator)));

const pEmbedParams: Parser<{ hint?: string; joinType?: JoinType }> = (() => {
  type EmbedParam = { joinType: JoinType } | { hint: string };
  const param: Parser<EmbedParam> = then(
    char('!'),
    alt<EmbedParam>(
      attempt(constant(string('left'), { joinType: 'left' as const })),
      attempt(constant(string('inner'), { joinType: 'inner' as const })),
      attempt(map(pFieldName, (hint) => ({ hint }))),
    ),
  );
  const hintOf = (p?: EmbedParam) => (p && 'hint' in p ? p.hint : undefined);
  const joinOf = (p?: EmbedParam) => (p && 'joinType' in p ? p.joinType : undefined);
  return bind(optionMaybe(param), (first) =>
    map(optionMaybe(param), (second) => ({ hint: hintOf(first) ?? hintOf(second), joinType: joinOf(first) ?? joinOf(second) })),
  );
})();

const opensParenthesis = attempt(lookAhead(string('(')));

const pRelationSelect: Parser<SelectItem> = lexeme(
  bind(pAlias, (alias) =>
    bind(pFieldName, (name) =>
      then(
        name === 'count' ? zero : pure(undefined),
        bind(pEmbedParams, ({ hint, joinType }) =>
          constant(opensParenthesis, { kind: 'relation' as const, relation: name, alias, hint, joinType }),
        ),
      ),
    ),
  ),
);

const pSpreadRelationSelect: Parser<SelectItem> = lexeme(
  bind(then(string('...'), pFieldName), (name) =>
    bind(pEmbedParams, ({ hint, joinType }) => constant(opensParenthesis, { kind: 'spread' as const, relation: name, hint, joinType })),
  ),
);

const pFieldSelect: Parser<SelectItem> = (() => {
  const end = alt(attempt(lookAhead(string(')'))), attempt(lookAhead(string(','))), attempt(eof));
  const cast = optionMaybe(then(string('::'), pIdentifier));
  const aggregation = alt<Aggregate>(
    constant(string('sum'), 'sum'),
    constant(string('avg'), 'avg'),
    constant(string('count'), 'count'),
    constant(attempt(string('max')), 'max'),
    constant(attempt(string('min')), 'min'),
  );
  const star = then(string('*'), constant(end, { kind: 'field' as const, field: { name: '*', jsonPath: [] } }));
  const count = bind(pAlias, (alias) =>
    then(
      string('count()'),
      bind(cast, (aggregateCast) =>
        constant(end, { kind: 'field' as const, field: { name: '*', jsonPath: [] }, aggregate: 'count' as const, aggregateCast, alias }),
      ),
    ),
  );
  const field = bind(pAlias, (alias) =>
    bind(pField, (fld) =>
      bind(cast, (castTo) =>
        bind(optionMaybe(attempt(then(char('.'), before(aggregation, string('()'))))), (aggregate) =>
          bind(cast, (aggregateCast) =>
            constant(end, { kind: 'field' as const, field: fld, aggregate, aggregateCast, cast: castTo, alias }),
          ),
        ),
      ),
    ),
  );
  return lexeme(alt<SelectItem>(attempt(star), attempt(count), field));
})();

export const pFieldForest: Parser<SelectTree[]> = (state) => {
  const children = between(char('('), char(')'), pFieldForest);
  const tree = alt<SelectTree>(
    bind(attempt(pSpreadRelationSelect), (item) => map(children, (kids) => ({ item, children: kids }))),
    bind(attempt(pRelationSelect), (item) => map(children, (kids) => ({ item, children: kids }))),
    map(pFieldSelect, (item) => ({ item, children: [] })),
  );
  return sepBy(tree, lexeme(char(',')))(state);
};

const simpleOperator = label(
  alt<SimpleOperator>(
    ...(['neq', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj'] as const).map((op) => constant(attempt(string(op)), op)),
  ),
  'unknown single value operator',
);
const quantOperator = label(
  alt<QuantOperator>(
    ...(['eq', 'gte', 'gt', 'lte', 'lt', 'like', 'ilike', 'match', 'imatch'] as const).map((op) => constant(attempt(string(op)), op)),
  ),
  'unknown single value operator',
);

const ciChar = (c: string) => alt(char(c), char(c.toUpperCase()));
const ciString = (text: string) => sequence(Array.from(text).map(ciChar));

const pListElement = alt(attempt(before(pQuotedValue, notFollowedBy(noneOf(',)'), showChar))), join(many(noneOf(',)'))));
const pListVal = then(lexeme(char('(')), before(sepBy1(pListElement, char(',')), lexeme(char(')'))));

/** `[not.]operator.value`, the value read by `singleVal` (the rest of a filter, or a logic-tree item). */
export function pOpExpr(singleVal: Parser<string>): Parser<OpExpr> {
  const isValue = label(
    alt<IsValue>(...(['null', 'not_null', 'true', 'false', 'unknown'] as const).map((value) => constant(attempt(ciString(value)), value))),
    'isVal: (null, not_null, true, false, unknown)',
  );
  const pIn = map(then(attempt(then(string('in'), pDelimiter)), pListVal), (values): Operation => ({ kind: 'in', values }));
  const pIs = map(then(attempt(then(string('is'), pDelimiter)), isValue), (value): Operation => ({ kind: 'is', value }));
  const pIsDist = map(then(attempt(then(string('isdistinct'), pDelimiter)), singleVal), (value): Operation => ({
    kind: 'isdistinct',
    value,
  }));
  const pFts = bind(
    alt<FtsOperator>(...(['fts', 'plfts', 'phfts', 'wfts'] as const).map((op) => constant(attempt(string(op)), op))),
    (operator) =>
      bind(optionMaybe(attempt(between(char('('), char(')'), pIdentifier))), (language) =>
        then(
          pDelimiter,
          map(singleVal, (value): Operation => ({ kind: 'fts', operator, language, value })),
        ),
      ),
  );
  const pSimpleOp = bind(simpleOperator, (operator) =>
    then(
      pDelimiter,
      map(singleVal, (value): Operation => ({ kind: 'simple', operator, value })),
    ),
  );
  const quantifier = optionMaybe(
    attempt(between(char('('), char(')'), alt(constant(attempt(string('any')), 'any' as const), constant(string('all'), 'all' as const)))),
  );
  const pQuantOp = bind(quantOperator, (operator) =>
    bind(quantifier, (quant) =>
      then(
        pDelimiter,
        map(singleVal, (value): Operation => ({ kind: 'quant', operator, quantifier: quant, value })),
      ),
    ),
  );
  const operation = label(alt(pIn, pIs, pIsDist, attempt(pFts), attempt(pSimpleOp), attempt(pQuantOp)), 'operator (eq, gt, ...)');
  const negated = alt(constant(attempt(then(string('not'), pDelimiter)), true), pure(false));
  return bind(negated, (neg) => map(operation, (op) => ({ negated: neg, operation: op })));
}

export const pSingleVal = join(many(anyChar));

/** A filter's key: `embed.path.column->json`. */
export const pTreePath: Parser<{ path: string[]; field: Field }> = bind(sepBy1(pFieldName, pDelimiter), (names) =>
  map(option<JsonOperation[]>([], pJsonPath), (jsonPath) => ({
    path: names.slice(0, -1),
    field: { name: names[names.length - 1], jsonPath },
  })),
);

export const pOrder: Parser<OrderTerm[]> = (() => {
  const end = alt(attempt(lookAhead(char(','))), attempt(eof));
  const nullsOf = alt<OrderNulls>(
    attempt(then(pDelimiter, constant(string('nullsfirst'), 'nullsfirst' as const))),
    attempt(then(pDelimiter, constant(string('nullslast'), 'nullslast' as const))),
  );
  const direction = alt<OrderDirection>(
    attempt(then(pDelimiter, constant(string('asc'), 'asc' as const))),
    attempt(then(pDelimiter, constant(string('desc'), 'desc' as const))),
  );
  const tail = alt<OrderNulls | undefined>(before(optionMaybe(nullsOf), end), constant(end, undefined));
  const term = bind(pField, (field) =>
    bind(optionMaybe(direction), (dir) => map(tail, (nulls): OrderTerm => ({ kind: 'column', field, direction: dir, nulls }))),
  );
  const relationTerm = bind(pFieldName, (relation) =>
    bind(between(char('('), char(')'), pField), (field) =>
      bind(optionMaybe(direction), (dir) =>
        map(tail, (nulls): OrderTerm => ({ kind: 'relation', relation, field, direction: dir, nulls })),
      ),
    ),
  );
  return sepBy1(lexeme(alt(attempt(relationTerm), term)), char(','));
})();

const pLogicSingleVal: Parser<string> = (() => {
  const pgArray = bind(string('{'), (open) => bind(join(many(noneOf('{}'))), (inner) => map(string('}'), (close) => open + inner + close)));
  return alt(attempt(before(pQuotedValue, notFollowedBy(noneOf(',)'), showChar))), attempt(pgArray), join(many(noneOf(',)'))));
})();

export const pLogicTree: Parser<LogicTree> = (state) => {
  const logicFilter = bind(before(pField, pDelimiter), (field) =>
    map(pOpExpr(pLogicSingleVal), (expr): LogicTree => ({ kind: 'filter', filter: { field, expr } })),
  );
  const negation = label(alt(constant(attempt(then(string('not'), pDelimiter)), true), pure(false)), 'negation operator (not)');
  const operator = label(
    alt(constant(attempt(string('and')), 'and' as const), constant(string('or'), 'or' as const)),
    'logic operator (and, or)',
  );
  const children = then(lexeme(char('(')), before(sepBy1(pLogicTree, lexeme(char(','))), lexeme(char(')'))));
  const expression = bind(negation, (negated) =>
    bind(operator, (op) => map(children, (kids): LogicTree => ({ kind: 'expr', negated, operator: op, children: kids }))),
  );
  return alt(attempt(logicFilter), expression)(state);
};

/** An `and`/`or` key: `embed.path.[not.]or`, read as (path, "or" or "not.or"). */
export const pLogicPath: Parser<{ path: string[]; operator: string }> = map(sepBy1(pFieldName, pDelimiter), (names) => {
  const op = names[names.length - 1];
  const init = names.slice(0, -1);
  return { path: init.filter((name) => name !== 'not'), operator: names.includes('not') ? `not.${op}` : op };
});

export const pColumns = sepBy1(pFieldName, lexeme(char(',')));
