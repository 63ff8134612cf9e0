// The network edge of the front ends in jest: a fake of the product api (and the auth service) that
// replaces global.fetch. Routes are 'METHOD /path' with ':name' segments; every route answers like the
// real service, and a test replaces one route's answer to make it fail, or holds it while it looks at
// the busy UI. A route of the api's contract (@whalewatch/contracts) is held to it both ways: a request
// its schemas refuse is answered 400 `invalid_request` as the api does, and an answer the contract does
// not allow fails the test (ContractViolation), so a fake cannot drift from the api it stands in for.
// Every fake answers GET /chains with the devnet's two chains unless its routes answer it themselves.
import { ROUTES, answersOf, errorMessage, statusesOf, type ErrorCode, type ErrorDetails, type RouteKey } from '@whalewatch/contracts';
import type { z } from 'zod';
import { ContractViolation } from '../api/apiClient';
import { getConfig } from '../config/runtimeConfig';
import { fakeChainsRoutes, type ChainsRoute } from './fakeChainsApi';

export interface RecordedRequest {
  /** The route that answered, e.g. 'GET /users/transactions/:address/latest'; else 'METHOD /path'. */
  route: string;
  url: URL;
  headers: Headers;
  body: unknown;
  /** The values of the route's ':name' segments. */
  params: Record<string, string>;
}

export interface FakeReply {
  status: number;
  body?: unknown;
}

export type RouteHandler = (request: RecordedRequest) => FakeReply | Promise<FakeReply>;

export interface FakeApiServer<Route extends string> {
  /** Every request, in order. */
  requests: RecordedRequest[];
  /** The requests a route received. */
  requestsTo: (route: Route) => RecordedRequest[];
  /** Replaces a route's answer. */
  answer: (route: Route, handler: RouteHandler) => void;
  /** Holds a route's next answers until `release` is called; returns `release`. */
  hold: (route: Route) => () => void;
}

export const ok = (body?: unknown): FakeReply => ({ status: 200, body });

/** The api's answer with the contract's error `code`: its status and its words. */
export const fail =
  <C extends ErrorCode>(code: C, ...details: ErrorDetails<C>): RouteHandler =>
  () => ({ status: statusesOf(code)[0], body: { error: errorMessage(code, ...details), code } });

/** An error the api words itself (a field's problem, an upstream's refusal), with its code and status. */
export const failWith =
  (status: number, error: string, code: ErrorCode): RouteHandler =>
  () => ({ status, body: { error, code } });

const isContractRoute = (route: string): route is RouteKey => Object.hasOwn(ROUTES, route);

/** The api's words for a request its schemas refuse (api/src/http/errors.ts `describe`). */
function invalidRequest(issues: { problem: z.core.$ZodIssue; part: string }[], errorShape?: 'gotrue' | 'postgrest'): FakeReply {
  const error = issues.map(({ problem, part }) => `${problem.path.join('.') || part}: ${problem.message}`).join('; ');
  // The GoTrue stand-in words a refused request as GoTrue does (api/src/auth/supabase-auth-routes.ts).
  if (errorShape === 'gotrue')
    return { status: 400, body: { code: 'validation_failed', error_code: 'validation_failed', msg: error, error } };
  return { status: 400, body: { error, code: 'invalid_request' } };
}

/** A contract route's request checked as the api checks it: null when it passes. */
function refusal(route: RouteKey, request: RecordedRequest): FakeReply | null {
  const contract = ROUTES[route] as (typeof ROUTES)[RouteKey] & {
    params?: z.ZodType;
    query?: z.ZodType;
    body?: z.ZodType;
    errorShape?: 'gotrue' | 'postgrest';
  };
  // PostgREST's stand-in takes its filters and bodies as PostgREST does, not by a schema: its fake answers for it.
  if (contract.errorShape === 'postgrest') return null;
  const parts: [string, z.ZodType | undefined, unknown][] = [
    ['params', contract.params, request.params],
    ['querystring', contract.query, Object.fromEntries(request.url.searchParams)],
    ['body', contract.body, request.body],
  ];
  for (const [part, schema, value] of parts) {
    const result = schema?.safeParse(value);
    if (result && !result.success)
      return invalidRequest(
        result.error.issues.map((problem) => ({ problem, part })),
        contract.errorShape,
      );
  }
  return null;
}

/** A contract route's answer must be one its contract allows. */
function checkReply(route: RouteKey, { status, body }: FakeReply): void {
  const schema = answersOf(ROUTES[route])[status];
  if (!schema) throw new ContractViolation(`the fake's ${route}`, status, 'the route declares no such status');
  const result = schema.safeParse(status === 204 ? null : body);
  if (!result.success) throw new ContractViolation(`the fake's ${route}`, status, result.error.message);
}

function matchRoute(route: string, method: string, pathname: string): Record<string, string> | null {
  const [routeMethod, routePath] = route.split(' ');
  if (routeMethod !== method) return null;
  const expected = routePath.split('/');
  const actual = pathname.split('/');
  if (expected.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of expected.entries()) {
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(actual[index]);
    else if (segment !== actual[index]) return null;
  }
  return params;
}

function findRoute(routes: string[], method: string, pathname: string) {
  for (const route of routes) {
    const params = matchRoute(route, method, pathname);
    if (params) return { route, params };
  }
  return null;
}

/** Installs the fake as global.fetch, for the configured api and auth service (GET /chains included). */
export function serveFakeApi<Route extends string>(defaults: Record<Route, RouteHandler>): FakeApiServer<Route | ChainsRoute> {
  const routes: Record<string, RouteHandler> = { ...fakeChainsRoutes(), ...defaults };
  const requests: RecordedRequest[] = [];

  const fakeFetch: typeof global.fetch = async (input, init = {}) => {
    const url = new URL(typeof input === 'string' ? input : 'url' in input ? input.url : input.href);
    const method = (init.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init.body === 'string' && init.body ? JSON.parse(init.body) : undefined;
    const { apiUrl, supabaseUrl } = getConfig();
    const known = url.origin === new URL(apiUrl).origin || url.origin === new URL(supabaseUrl).origin;

    const matched = known ? findRoute(Object.keys(routes), method, url.pathname) : null;
    const route = matched?.route ?? `${method} ${url.pathname}`;
    const request: RecordedRequest = { route, url, headers: new Headers(init.headers), body, params: matched?.params ?? {} };
    requests.push(request);

    if (!matched) return new Response(JSON.stringify({ error: `No fake for ${route}` }), { status: 404 });
    const contractRoute = isContractRoute(matched.route) ? matched.route : null;
    const reply = (contractRoute && refusal(contractRoute, request)) || (await routes[matched.route](request));
    // A body-less failure stands for the network or a proxy, not the api: the contract does not cover it.
    if (contractRoute && reply.body !== undefined) checkReply(contractRoute, reply);
    const { status, body: replyBody } = reply;
    return new Response(status === 204 || replyBody === undefined ? null : JSON.stringify(replyBody), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  global.fetch = fakeFetch;

  return {
    requests,
    requestsTo: (route) => requests.filter((request) => request.route === route),
    answer: (route, handler) => {
      routes[route] = handler;
    },
    hold: (route) => {
      const answer = routes[route];
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      routes[route] = async (request) => {
        await released;
        return answer(request);
      };
      return release;
    },
  };
}
