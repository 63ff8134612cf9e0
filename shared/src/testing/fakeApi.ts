// The network edge of the front ends in jest: a fake of the product api (and the auth service) that
// replaces global.fetch. Routes are 'METHOD /path' with ':name' segments; every route answers like the
// real service, and a test replaces one route's answer to make it fail, or holds it while it looks at
// the busy UI.
import { getConfig } from '../config/runtimeConfig';

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

/** The api's error shape: `{ error }` with a status. */
export const failWith = (status: number, error: string): RouteHandler => () => ({ status, body: { error } });

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

/** Installs the fake as global.fetch, for the configured api and auth service. */
export function serveFakeApi<Route extends string>(defaults: Record<Route, RouteHandler>): FakeApiServer<Route> {
  const routes: Record<string, RouteHandler> = { ...defaults };
  const requests: RecordedRequest[] = [];

  const fakeFetch: typeof global.fetch = async (input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = (init.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init.body === 'string' && init.body ? JSON.parse(init.body) : undefined;
    const { apiUrl, supabaseUrl } = getConfig();
    const known = url.origin === new URL(apiUrl).origin || url.origin === new URL(supabaseUrl).origin;

    const matched = known ? findRoute(Object.keys(routes), method, url.pathname) : null;
    const route = matched?.route ?? `${method} ${url.pathname}`;
    const request: RecordedRequest = { route, url, headers: new Headers(init.headers), body, params: matched?.params ?? {} };
    requests.push(request);

    if (!matched) return new Response(JSON.stringify({ error: `No fake for ${route}` }), { status: 404 });
    const { status, body: replyBody } = await routes[matched.route](request);
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
