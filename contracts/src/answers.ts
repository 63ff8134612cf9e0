// Every answer a route may give, by status: its success bodies and, for each error status, the error
// body with the codes the route may answer with there. The api's serializer enforces it; the front end's
// client checks answers against it in development and tests.
import type { z } from 'zod';
import { errorAnswer, errorsEveryRouteMay, statusesOf, type ErrorCode } from './errors';
import type { RouteContract } from './route';
import { gotrueErrorAnswers } from './auth';
import { postgrestErrorAnswers } from './watchlist';

/** The error answers of a route whose errors are another service's shape (RouteContract.errorShape). */
const ERROR_SHAPES = { gotrue: gotrueErrorAnswers, postgrest: postgrestErrorAnswers } as const;

const cache = new WeakMap<RouteContract, Record<number, z.ZodType>>();

export function answersOf(contract: RouteContract): Record<number, z.ZodType> {
  const known = cache.get(contract);
  if (known) return known;
  if (contract.errorShape) {
    const shaped = Object.assign(ERROR_SHAPES[contract.errorShape](contract), contract.responses);
    cache.set(contract, shaped);
    return shaped;
  }
  const codesByStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set([...errorsEveryRouteMay(contract.access), ...contract.errors])) {
    for (const status of statusesOf(code)) codesByStatus.set(status, [...(codesByStatus.get(status) ?? []), code]);
  }
  const answers: Record<number, z.ZodType> = {};
  for (const [status, codes] of codesByStatus) answers[status] = errorAnswer(codes as [ErrorCode, ...ErrorCode[]]);
  Object.assign(answers, contract.responses);
  cache.set(contract, answers);
  return answers;
}
