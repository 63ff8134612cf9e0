// Checks an injected answer against its route's contract (@whalewatch/contracts): the status, the body
// the contract allows at it, and for an error its code — one the route declares or every route of its
// kind may answer (a route in another service's error shape, GoTrue's or PostgREST's, carries that
// service's code). Every answer checked is remembered, so a suite can require each declared code once.
import { answersOf, errorsEveryRouteMay, ROUTES, type RouteKey } from '@whalewatch/contracts';
import type { LightMyRequestResponse } from 'fastify';

/** The codes (and 'success') each route has been seen to answer in this suite. */
export const answersSeen = new Map<RouteKey, Set<string>>();

export function expectAnswer(key: RouteKey, response: LightMyRequestResponse, status: number, code?: string): void {
  expect({ key, status: response.statusCode, body: response.body }).toMatchObject({ key, status });
  const body: unknown = response.body === '' ? null : response.json();
  const result = answersOf(ROUTES[key])[status]?.safeParse(body);
  expect({ key, status, declared: result !== undefined, issues: result?.error?.issues }).toEqual({
    key,
    status,
    declared: true,
    issues: undefined,
  });
  if (code) {
    // GoTrue's OAuth error names its code in `error` (contracts: gotrueOAuthErrorAnswer).
    expect(body).toMatchObject(code === 'invalid_grant' && 'error_description' in Object(body) ? { error: code } : { code });
    const contract = ROUTES[key];
    if (!('errorShape' in contract && contract.errorShape))
      expect([...errorsEveryRouteMay(contract.access), ...contract.errors]).toContain(code);
  }
  const seen = answersSeen.get(key) ?? new Set<string>();
  seen.add(code ?? 'success');
  answersSeen.set(key, seen);
}
