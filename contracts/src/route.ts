// A route's contract: its method and path, who may call it, the schemas of what it takes and what it
// answers on success, and the error codes it may answer (besides those every route of its kind may,
// errors.ts). The api registers the route from it, the reference is generated from it, and the front
// end's calls are typed (and in development checked) by it.
import type { z } from 'zod';
import type { ErrorCode } from './errors';

/** PATCH: only PostgREST's update (watchlist.ts). */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

import type { Access } from './access';

export type { Access };

/** 206: part of a list (a Range); 303: a redirect, no body (z.null()). */
export type SuccessStatus = 200 | 201 | 202 | 204 | 206 | 303;

export interface RouteContract {
  method: Method;
  /** Fastify's form: `:name` segments. */
  path: string;
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The answers on success, by status (z.null() for 204's empty body). */
  responses: Partial<Record<SuccessStatus, z.ZodType>>;
  /** The codes the route may answer beyond those every route of its access answers. */
  errors: readonly ErrorCode[];
  /**
   * The shape of the route's error bodies when it is not the api's `{ error, code }`: a stand-in for a
   * Supabase service answers as that service does, since supabase-js reads it — 'gotrue' for Supabase
   * Auth's (auth.ts), 'postgrest' for PostgREST's (watchlist.ts).
   */
  errorShape?: 'gotrue' | 'postgrest';
}

/** Declares a route, keeping every literal type for the api and the front end's client. */
export const route = <const C extends RouteContract>(contract: C): C => contract;

/** 'METHOD /path', the key every route is known by. */
export type RouteKeyOf<C extends RouteContract> = `${C['method']} ${C['path']}`;
