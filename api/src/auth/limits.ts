// The auth rate limits: each guarded action counts per client IP and per email address.
import type { AuthConfig } from '../config';
import type { Db } from '../db/database';
import { hitRateLimit } from './rate-limit';

export type GuardedAction = 'signin' | 'signup' | 'verify' | 'recover';

export function authRateLimits(db: Db, { perIp, perEmail, windowMs }: AuthConfig['rateLimit']) {
  return async (action: GuardedAction, ip: string, email?: string): Promise<void> => {
    await hitRateLimit(db, `${action}:ip:${ip}`, { limit: perIp, windowMs });
    if (email) await hitRateLimit(db, `${action}:email:${email}`, { limit: perEmail, windowMs });
  };
}

export type AuthRateLimits = ReturnType<typeof authRateLimits>;
