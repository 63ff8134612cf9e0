// Limits on writes, counted in the database (they write to it anyway, and every api process shares the
// count): an anonymous write per route and client IP, a signed-in user's writes per user on any route.
import type { Db } from '../db';
import { hitRateLimit } from './rate-limit';

export type WriteLimitsConfig = { writesPerIp: number; writesPerUser: number; windowMs: number };

export type WriteLimits = {
  /** One anonymous write to `route` from `ip`; 429 past the limit. */
  anonymous: (route: string, ip: string) => Promise<void>;
  /** One write by a signed-in user; 429 past the limit. */
  user: (userId: string) => Promise<void>;
};

export function writeLimits(db: Db, { writesPerIp, writesPerUser, windowMs }: WriteLimitsConfig): WriteLimits {
  return {
    anonymous: (route, ip) => hitRateLimit(db, `write:${route}:ip:${ip}`, { limit: writesPerIp, windowMs }),
    user: (userId) => hitRateLimit(db, `write:user:${userId}`, { limit: writesPerUser, windowMs }),
  };
}

/** Reads change nothing: only these methods count as writes. */
export const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
