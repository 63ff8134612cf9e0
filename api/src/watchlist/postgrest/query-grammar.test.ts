// The grammar against PostgREST's own doctests (src/PostgREST/ApiRequest/QueryParams.hs, v14.17): the same
// inputs must give the same results, and the same errors down to the column and the "expecting" list.
import { parse, showErrorMessages, type Parser } from './parsec';
import { pFieldForest, pFieldName, pLogicTree, pOpExpr, pOrder, pSingleVal } from './query-grammar';

/** Parsec's `show ParseError` for an unnamed source, as the doctests print it. */
function failure(parser: Parser<unknown>, input: string): string {
  const result = parse(parser, input);
  if (result.ok) throw new Error(`${input} parsed`);
  return `(line ${result.error.pos.line}, column ${result.error.pos.column}):${showErrorMessages(result.error)}`;
}

const value = <T>(parser: Parser<T>, input: string): T => {
  const result = parse(parser, input);
  if (!result.ok) throw new Error(`${input}: ${showErrorMessages(result.error)}`);
  return result.value;
};

describe('PostgREST’s grammar doctests', () => {
  it.each([
    [
      'id,clients(name[])',
      '(line 1, column 16):\nunexpected \'[\'\nexpecting letter, digit, "-", "->>", "->", "::", ".", ")", "," or end of input',
    ],
    ['data->>-78xy', '(line 1, column 11):\nunexpected \'x\'\nexpecting digit, "->", "::", ".", "," or end of input'],
    ['name!hint', '(line 1, column 5):\nunexpected \'!\'\nexpecting letter, digit, "-", "->>", "->", "::", ".", ")", "," or end of input'],
    ['name::', '(line 1, column 7):\nunexpected end of input\nexpecting letter or digit'],
  ])('select=%s fails as PostgREST’s does', (input, expected) => {
    expect(failure(pFieldForest, input)).toBe(expected);
  });

  it('reads select items: fields, JSON paths, casts, aliases, relations and spreads', () => {
    expect(value(pFieldForest, 'alias:name->jsonpath::cast')).toEqual([
      {
        item: {
          kind: 'field',
          field: { name: 'name', jsonPath: [{ arrow: '->', operand: { key: 'jsonpath' } }] },
          cast: 'cast',
          alias: 'alias',
        },
        children: [],
      },
    ]);
    expect(value(pFieldForest, '*,...client(*),other(*)').map(({ item }) => item.kind)).toEqual(['field', 'spread', 'relation']);
    expect(value(pFieldForest, '')).toEqual([]);
    // A first item that fails without consuming ends the list: PostgREST then selects every column.
    expect(value(pFieldForest, '*!hint')).toEqual([]);
  });

  it.each([[':', '(line 1, column 1):\nunexpected ":"\nexpecting field name (* or [a..z0..9_$])']])(
    'field name %s fails as PostgREST’s does',
    (input, expected) => {
      expect(failure(pFieldName, input)).toBe(expected);
    },
  );

  it.each([
    ['identifier with spaces', 'identifier with spaces'],
    ['identifier-with-dashes', 'identifier-with-dashes'],
    ['$', '$'],
    ['":"', ':'],
    [' no leading or trailing spaces ', 'no leading or trailing spaces'],
    ['" leading and trailing spaces "', ' leading and trailing spaces '],
  ])('reads the field name %j as %j', (input, expected) => {
    expect(value(pFieldName, input)).toBe(expected);
  });

  it.each([
    ['fts().value', '(line 1, column 5):\nunexpected ")"\nexpecting operator (eq, gt, ...)'],
    ['eq().value', '(line 1, column 4):\nunexpected ")"\nexpecting operator (eq, gt, ...)'],
    ['is().value', '(line 1, column 3):\nunexpected "("\nexpecting operator (eq, gt, ...)'],
    ['in().value', '(line 1, column 3):\nunexpected "("\nexpecting operator (eq, gt, ...)'],
    ['val', '(line 1, column 1):\nunexpected "v"\nexpecting "not" or operator (eq, gt, ...)'],
    ['noop.0', '(line 1, column 1):\nunexpected "o"\nexpecting "not" or operator (eq, gt, ...)'],
  ])('the filter %s fails as PostgREST’s does', (input, expected) => {
    expect(failure(pOpExpr(pSingleVal), input)).toBe(expected);
  });

  it('reads quantified and negated operators', () => {
    expect(value(pOpExpr(pSingleVal), 'not.eq(all).value')).toEqual({
      negated: true,
      operation: { kind: 'quant', operator: 'eq', quantifier: 'all', value: 'value' },
    });
    expect(value(pOpExpr(pSingleVal), 'in.("a,b",c)')).toEqual({ negated: false, operation: { kind: 'in', values: ['a,b', 'c'] } });
  });

  it.each([
    [
      'clients(name,id)',
      '(line 1, column 8):\nunexpected \'(\'\nexpecting letter, digit, "-", "->>", "->", delimiter (.), "," or end of input',
    ],
    ['id.ac', '(line 1, column 4):\nunexpected "c"\nexpecting "asc", "desc", "nullsfirst" or "nullslast"'],
    ['id.descc', '(line 1, column 8):\nunexpected \'c\'\nexpecting delimiter (.), "," or end of input'],
    ['id.nulsfist', '(line 1, column 4):\nunexpected "n"\nexpecting "asc", "desc", "nullsfirst" or "nullslast"'],
    ['id.nullslasttt', '(line 1, column 13):\nunexpected \'t\'\nexpecting "," or end of input'],
    ['id.smth34', '(line 1, column 4):\nunexpected "s"\nexpecting "asc", "desc", "nullsfirst" or "nullslast"'],
    ['id.asc.nlsfst', '(line 1, column 8):\nunexpected "l"\nexpecting "nullsfirst" or "nullslast"'],
    ['id.asc.nullslasttt', '(line 1, column 17):\nunexpected \'t\'\nexpecting "," or end of input'],
    ['id.asc.smth34', '(line 1, column 8):\nunexpected "s"\nexpecting "nullsfirst" or "nullslast"'],
  ])('order=%s fails as PostgREST’s does', (input, expected) => {
    expect(failure(pOrder, input)).toBe(expected);
  });

  it('reads order terms', () => {
    expect(value(pOrder, 'name.desc.nullsfirst')).toEqual([
      { kind: 'column', field: { name: 'name', jsonPath: [] }, direction: 'desc', nulls: 'nullsfirst' },
    ]);
    expect(value(pOrder, 'name,clients(name),id').map((term) => term.kind)).toEqual(['column', 'relation', 'column']);
  });

  it.each([
    [
      'or()',
      '(line 1, column 4):\nunexpected ")"\nexpecting field name (* or [a..z0..9_$]), negation operator (not) or logic operator (and, or)',
    ],
    ['or(id.in.1,2,id.eq.3)', '(line 1, column 10):\nunexpected "1"\nexpecting "("'],
    ['or)(', '(line 1, column 3):\nunexpected ")"\nexpecting "("'],
    ['and(ord(id.eq.1,id.eq.1),id.eq.2)', '(line 1, column 7):\nunexpected "d"\nexpecting "("'],
    ['or(id.eq.1,not.xor(id.eq.2,id.eq.3))', '(line 1, column 16):\nunexpected "x"\nexpecting logic operator (and, or)'],
  ])('the logic tree %s fails as PostgREST’s does', (input, expected) => {
    expect(failure(pLogicTree, input)).toBe(expected);
  });
});
