// Postgres errors as PostgREST answers them (its documented SQLSTATE → HTTP table, the codes this table
// can raise): a duplicate is 409, a row the policy refuses 403, a value of the wrong form 400.
import { PostgrestError } from './postgrest-request';

const STATUS_BY_CODE: Record<string, number> = {
  '23505': 409, // unique_violation: the token is already in the watchlist
  '42501': 403, // insufficient_privilege, row-level security included
  '23514': 400, // check_violation: not a lower-case 0x address
  '23502': 400, // not_null_violation
  '22P02': 400, // invalid_text_representation: e.g. a user_id that is not a uuid
  '22007': 400, // invalid_datetime_format: e.g. created_at=eq.yesterday
  '22008': 400, // datetime_field_overflow: a date past what Postgres holds
};

type PgError = { code: string; message: string; detail?: string; hint?: string };

/** The driver's error under drizzle's "Failed query" wrapper, when it is one PostgREST would pass on. */
export function databaseError(error: unknown): PostgrestError | null {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const candidate = current as Partial<PgError>;
    if (typeof candidate.code === 'string' && candidate.code in STATUS_BY_CODE) {
      return new PostgrestError(STATUS_BY_CODE[candidate.code], candidate.code, current.message, candidate.detail ?? null, candidate.hint ?? null);
    }
  }
  return null;
}
