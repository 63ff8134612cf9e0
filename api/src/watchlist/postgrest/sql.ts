// The SQL PostgREST generates for a plan (src/PostgREST/Query/QueryBuilder.hs, SqlFragment.hs and
// Statements.hs), so Postgres itself answers what PostgREST would pass on: unknown columns (42703),
// values of the wrong form (22P02), operators a type lacks (42883), constraint and policy violations.
// Values travel as untyped parameters, as PostgREST's "unknown" literals do, for Postgres to read.
import { sql, type SQL } from 'drizzle-orm';
import type { Output } from './media-types';
import type { ColumnOrder, Plan, SelectField } from './plan';
import type { Field, JsonOperation, LogicTree, Operation } from './query-grammar';
import { isAllRows, MAX_ROWS, rangeLimit, type RowRange } from './ranges';
import type { Column } from './table';

const SOURCE = sql.raw('pgrst_source');
const TABLE = sql.raw('"public"."watchlist"');
/** In a mutation's representation the rows come from the CTE, aliased with the table's name. */
const SOURCE_ALIAS = sql.raw('"watchlist"');

const joinSql = (parts: SQL[], separator: string) => sql.join(parts, sql.raw(separator));

/** PostgREST's escapeIdent (a NUL ends the name). */
const ident = (name: string) => sql.raw(`"${name.split('\0')[0].replace(/"/g, '""')}"`);

function columnSql(table: SQL, name: string): SQL {
  return name === '*' ? sql`${table}.*` : sql`${table}.${ident(name)}`;
}

const jsonPathSql = (path: JsonOperation[]) =>
  sql.join(
    path.map(({ arrow, operand }) =>
      'key' in operand ? sql`${sql.raw(arrow)}${operand.key}` : sql`${sql.raw(arrow)}${operand.index}::int`,
    ),
  );

/** A column, or `to_jsonb(column)->…` for a JSON path: none of the table's columns is json. */
function fieldSql(table: SQL, field: Field): SQL {
  if (field.jsonPath.length === 0) return columnSql(table, field.name);
  return sql`to_jsonb(${columnSql(table, field.name)})${jsonPathSql(field.jsonPath)}`;
}

function selectItemSql(table: SQL, { field, cast, alias }: SelectField): SQL {
  const value = cast === undefined ? fieldSql(table, field) : sql`CAST( ${fieldSql(table, field)} AS ${sql.raw(cast)} )`;
  return alias === undefined ? value : sql`${value} AS ${ident(alias)}`;
}

const SIMPLE_OPERATORS = { neq: '<>', cs: '@>', cd: '<@', ov: '&&', sl: '<<', sr: '>>', nxr: '&<', nxl: '&>', adj: '-|-' };
const QUANT_OPERATORS = { eq: '=', gte: '>=', gt: '>', lte: '<=', lt: '<', like: 'like', ilike: 'ilike', match: '~', imatch: '~*' };
const FTS_FUNCTIONS = { fts: 'to_tsquery', plfts: 'plainto_tsquery', phfts: 'phraseto_tsquery', wfts: 'websearch_to_tsquery' };
const IS_VALUES = { null: 'NULL', not_null: 'NOT NULL', true: 'TRUE', false: 'FALSE', unknown: 'UNKNOWN' };

/** pgBuildArrayLiteral: `{"a","b"}`, for `= ANY(…)` to read as an array of the column's type. */
const arrayLiteral = (values: string[]) =>
  `{${values.map((value) => `"${value.split('\0')[0].replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;

function operationSql(column: SQL, operation: Operation): SQL {
  switch (operation.kind) {
    case 'simple':
      return sql`${column} ${sql.raw(SIMPLE_OPERATORS[operation.operator])} ${operation.value}`;
    case 'quant': {
      const isLike = operation.operator === 'like' || operation.operator === 'ilike';
      const value = isLike ? operation.value.replace(/\*/g, '%') : operation.value;
      const operand = operation.quantifier === undefined ? sql`${value}` : sql`${sql.raw(operation.quantifier.toUpperCase())}(${value})`;
      return sql`${column} ${sql.raw(QUANT_OPERATORS[operation.operator])} ${operand}`;
    }
    case 'in':
      return operation.values.length === 1 && operation.values[0] === ''
        ? sql`${column} = ANY('{}')`
        : sql`${column} = ANY (${arrayLiteral(operation.values)})`;
    case 'is':
      return sql`${column} IS ${sql.raw(IS_VALUES[operation.value])}`;
    case 'isdistinct':
      return sql`${column} IS DISTINCT FROM ${operation.value}`;
    case 'fts': {
      const language = operation.language === undefined ? sql`` : sql`${operation.language}, `;
      return sql`to_tsvector(${language}${column}) @@ ${sql.raw(FTS_FUNCTIONS[operation.operator])}(${language}${operation.value})`;
    }
  }
}

function logicSql(table: SQL, tree: LogicTree): SQL {
  if (tree.kind === 'filter') {
    const condition = operationSql(fieldSql(table, tree.filter.field), tree.filter.expr.operation);
    return tree.filter.expr.negated ? sql`NOT ${condition}` : condition;
  }
  const inner = sql`(${joinSql(
    tree.children.map((child) => logicSql(table, child)),
    tree.operator === 'and' ? ' AND ' : ' OR ',
  )})`;
  return tree.negated ? sql`NOT ${inner}` : inner;
}

const whereSql = (table: SQL, where: LogicTree[]) =>
  where.length === 0
    ? sql``
    : sql` WHERE ${joinSql(
        where.map((tree) => logicSql(table, tree)),
        ' AND ',
      )}`;

function orderSql(table: SQL, order: ColumnOrder[]): SQL {
  if (order.length === 0) return sql``;
  const terms = order.map((term) => {
    const words = [
      term.direction?.toUpperCase(),
      term.nulls === 'nullsfirst' ? 'NULLS FIRST' : term.nulls === 'nullslast' ? 'NULLS LAST' : undefined,
    ];
    return sql`${fieldSql(table, term.field)} ${sql.raw(words.filter(Boolean).join(' '))}`;
  });
  return sql` ORDER BY ${joinSql(terms, ', ')}`;
}

function limitOffsetSql(range: RowRange): SQL {
  if (isAllRows(range)) return sql``;
  const limit = rangeLimit(range);
  return sql` LIMIT ${limit === undefined ? sql.raw('ALL') : String(limit)} OFFSET ${String(range.lower)}`;
}

const selectListSql = (table: SQL, select: SelectField[]) =>
  select.length === 0
    ? columnSql(table, '*')
    : joinSql(
        select.map((item) => selectItemSql(table, item)),
        ', ',
      );

/** How `_postgrest_t` becomes the body (PostgREST's handlerF). */
function bodySql(output: Output | { kind: 'none' }): SQL {
  switch (output.kind) {
    case 'json':
      return sql`coalesce(json_agg(_postgrest_t), '[]')::text`;
    case 'arrayStripped':
      return sql`coalesce(json_strip_nulls(json_agg(_postgrest_t)), '[]')::text`;
    case 'single':
      return output.stripNulls
        ? sql`coalesce(json_strip_nulls(json_agg(_postgrest_t)->0), 'null')::text`
        : sql`coalesce(json_agg(_postgrest_t)->0, 'null')::text`;
    case 'csv':
      return sql`(SELECT coalesce(string_agg(a.k, ','), '') FROM (SELECT json_object_keys(r)::text as k FROM (SELECT row_to_json(hh) as r from ${SOURCE} as hh limit 1) s) a) || '\n' || coalesce(string_agg(substring(_postgrest_t::text, 2, length(_postgrest_t::text) - 2), '\n'), '')`;
    case 'geojson':
      return sql`json_build_object('type', 'FeatureCollection', 'features', coalesce(json_agg(ST_AsGeoJSON(_postgrest_t)::json), '[]'))::text`;
    case 'none':
      return sql`''::text`;
  }
}

/**
 * PostgREST leaves the order of an unordered read to Postgres (insertion order on a small table); the
 * watchlist's rows are named in the order they were added, so that is made explicit here.
 */
const DEFAULT_ORDER = sql` ORDER BY ${TABLE}."created_at", ${TABLE}."token_address"`;

/** PostgREST's mainRead: the rows, their count on this page, the total when counted, and the body. */
export function readSql(plan: Plan): SQL {
  const { select, where, order, range, output, preferences } = plan;
  const counted = preferences.count === 'exact' || preferences.count === 'estimated';
  const countLimit = preferences.count === 'estimated' ? sql` LIMIT ${String(MAX_ROWS + 1)}` : sql``;
  const countCte = counted ? sql`, pgrst_source_count AS (${countSql(plan)}${countLimit})` : sql``;
  const total = counted ? sql`(SELECT pg_catalog.count(*) FROM pgrst_source_count)::int` : sql`null::int`;
  return sql`WITH ${SOURCE} AS ( SELECT ${selectListSql(TABLE, select)} FROM ${TABLE}${whereSql(TABLE, where)}${order.length > 0 ? orderSql(TABLE, order) : DEFAULT_ORDER}${limitOffsetSql(range)} )${countCte} SELECT ${total} AS total_result_set, pg_catalog.count(_postgrest_t)::int AS page_total, ${bodySql(output)} AS body FROM ( SELECT * FROM ${SOURCE} ) _postgrest_t`;
}

/** The rows a read's filters match, whatever the range (readPlanToCountQuery). */
export const countSql = (plan: Plan) => sql`SELECT 1 FROM ${TABLE}${whereSql(TABLE, plan.where)}`;

function returningSql(returning: Plan['returning']): SQL {
  if (returning === '*') return sql` RETURNING ${TABLE}.*`;
  if (returning.length === 0) return sql` RETURNING 1`;
  return sql` RETURNING ${joinSql(
    returning.map((name) => columnSql(TABLE, name)),
    ', ',
  )}`;
}

/** The representation of a mutation: the returned rows, selected and ordered as asked. */
function mutationSelectSql(plan: Plan): SQL {
  if (plan.output.kind === 'none') return sql`SELECT * FROM ${SOURCE}`;
  return sql`SELECT ${selectListSql(SOURCE_ALIAS, plan.select)} FROM ${SOURCE} AS ${SOURCE_ALIAS}${orderSql(SOURCE_ALIAS, plan.order)}`;
}

const startsAsObject = (json: string) => json.replace(/^[ \t\n\r]+/, '').startsWith('{');

/** fromJsonBodyF: the body's rows typed by the table's columns, defaults applied for missing=default. */
function jsonBodySql(plan: Plan, json: string, options: { includeSelect: boolean }): SQL {
  const { columns } = plan;
  const applyDefaults = plan.preferences.missing === 'default';
  const isObject = startsAsObject(json);
  const body = applyDefaults ? sql`${json}::jsonb` : sql`${json}::json`;
  const finalBody = applyDefaults ? sql.raw('pgrst_json_defs.val') : sql.raw('pgrst_payload.json_data');
  const defaults = joinSql(
    columns.filter((column) => column.default !== undefined).map((column) => sql.raw(`'${column.name}', ${column.default}`)),
    ',',
  );
  const defaultsClause = !applyDefaults
    ? sql``
    : isObject
      ? sql`LATERAL (SELECT jsonb_build_object(${defaults}) || pgrst_payload.json_data AS val) pgrst_json_defs, `
      : sql`LATERAL (SELECT jsonb_agg(jsonb_build_object(${defaults}) || elem) AS val from jsonb_array_elements(pgrst_payload.json_data) elem) pgrst_json_defs, `;
  const toRecords = sql.raw(`${applyDefaults ? 'jsonb' : 'json'}_to_record${isObject ? '' : 'set'}`);
  const typed = joinSql(
    columns.map((column) => sql`${ident(column.name)} ${sql.raw(column.type)}`),
    ', ',
  );
  const source =
    columns.length > 0
      ? sql`${toRecords}(${finalBody}) AS _(${typed}) `
      : isObject
        ? sql`(values(1)) _ `
        : sql`${sql.raw(applyDefaults ? 'jsonb_array_elements' : 'json_array_elements')}(${finalBody}) _ `;
  const names = (prefix: SQL | undefined) =>
    joinSql(
      columns.map((column) => (prefix ? sql`${prefix}.${ident(column.name)}` : ident(column.name))),
      ', ',
    );
  const selectClause = options.includeSelect ? sql`SELECT ${names(sql.raw('"pgrst_body"'))} ` : sql``;
  return sql`${selectClause}FROM (SELECT ${body} AS json_data) pgrst_payload, ${defaultsClause}LATERAL (SELECT ${names(undefined)} FROM ${source}) pgrst_body `;
}

const insertedCounter = (sign: '+' | '-') =>
  sql.raw(
    `set_config('pgrst.inserted', (coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) ${sign} 1)::text, true) <> '${sign === '+' ? '0' : '-1'}'`,
  );

/** PostgREST's mainWrite around a mutation: rows, their count, the Location pairs, the body. */
function writeSql(plan: Plan, mutation: SQL, options: { countsInserted: boolean; location: boolean }): SQL {
  const location = options.location
    ? sql`CASE WHEN pg_catalog.count(_postgrest_t) = 1 THEN (WITH data AS (SELECT row_to_json(_) AS row FROM ${SOURCE} AS _ LIMIT 1) SELECT json_agg(json_build_array(json_data.key, coalesce('eq.' || json_data.value, 'is.null')))::text FROM data CROSS JOIN json_each_text(data.row) AS json_data WHERE json_data.key IN ('user_id', 'token_address')) END`
    : sql`null::text`;
  const inserted = options.countsInserted ? sql`nullif(current_setting('pgrst.inserted', true),'')::int` : sql`null::int`;
  return sql`WITH ${SOURCE} AS (${mutation}) SELECT pg_catalog.count(_postgrest_t)::int AS page_total, ${location} AS location, ${bodySql(plan.output)} AS body, ${inserted} AS inserted FROM (${mutationSelectSql(plan)}) _postgrest_t`;
}

export function insertSql(
  plan: Plan,
  json: string,
  onConflict: { resolution: 'merge-duplicates' | 'ignore-duplicates'; columns: string[] } | undefined,
): SQL {
  const { columns } = plan;
  const merge = onConflict?.resolution === 'merge-duplicates';
  const columnList =
    columns.length === 0
      ? sql` `
      : sql`(${joinSql(
          columns.map((column) => ident(column.name)),
          ', ',
        )}) `;
  const countInserted = merge ? sql`WHERE ${insertedCounter('+')}` : sql``;
  let conflict = sql``;
  if (onConflict && onConflict.columns.length > 0) {
    const target = joinSql(
      onConflict.columns.map((name) => ident(name)),
      ', ',
    );
    const action =
      !merge || columns.length === 0
        ? sql`DO NOTHING`
        : sql`DO UPDATE SET ${joinSql(
            columns.map((column) => sql`${ident(column.name)} = EXCLUDED.${ident(column.name)}`),
            ', ',
          )}WHERE ${insertedCounter('-')}`;
    conflict = sql` ON CONFLICT(${target}) ${action}`;
  }
  const mutation = sql`INSERT INTO ${TABLE}${columnList}${jsonBodySql(plan, json, { includeSelect: true })}${countInserted}${conflict}${returningSql(plan.returning)}`;
  return writeSql(plan, mutation, { countsInserted: merge, location: plan.preferences.representation === 'headers-only' });
}

export function updateSql(plan: Plan, json: string): SQL {
  const { columns, returning } = plan;
  if (columns.length === 0) {
    // No column to set: PostgREST selects nothing from the table instead of an invalid UPDATE.
    const returned =
      returning === '*'
        ? columnSql(SOURCE_ALIAS, '*')
        : returning.length === 0
          ? sql`NULL`
          : joinSql(
              returning.map((name) => columnSql(SOURCE_ALIAS, name)),
              ', ',
            );
    return writeSql(plan, sql`SELECT ${returned} FROM ${TABLE} WHERE false`, { countsInserted: false, location: false });
  }
  const assignments = joinSql(
    columns.map((column: Column) => sql`${ident(column.name)} = "pgrst_body".${ident(column.name)}`),
    ', ',
  );
  const mutation = sql`UPDATE ${TABLE} SET ${assignments} ${jsonBodySql(plan, json, { includeSelect: false })}${whereSql(TABLE, plan.where)}${returningSql(returning)}`;
  return writeSql(plan, mutation, { countsInserted: false, location: false });
}

export function deleteSql(plan: Plan): SQL {
  return writeSql(plan, sql`DELETE FROM ${TABLE}${whereSql(TABLE, plan.where)}${returningSql(plan.returning)}`, {
    countsInserted: false,
    location: false,
  });
}
