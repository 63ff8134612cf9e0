// The auth rate limits. Sign-up, code and reset requests count per client IP and per email address.
// Sign-in counts every attempt per client IP, and FAILED attempts per email: from one IP at a low
// threshold, and from all IPs the address never signed in from at a much higher one. So guessing one
// password from many IPs is slowed down, yet nobody can lock a user out of the client they usually
// sign in from, and a locked-out client is told when to try again.
import type { AuthConfig } from '../config';
import type { Db } from '../db';
import { HttpError } from '../http';
import { countHit, forgiveHit, hitRateLimit, resetHits, tooManyRequests } from '../http';
import { isKnownClient, rememberClient } from './known-clients';
import { tooManyFailedSignIns } from './messages';

export type GuardedAction = 'signup' | 'verify' | 'recover' | 'signin';

export function authRateLimits(
  db: Db,
  { perIp, perEmail, failedSignInsPerEmailIp, failedSignInsPerEmail, windowMs }: AuthConfig['rateLimit'],
) {
  /** One sign-up, code or reset request (or any sign-in attempt, by IP only). */
  async function limit(action: GuardedAction, ip: string, email?: string): Promise<void> {
    await hitRateLimit(db, `${action}:ip:${ip}`, { limit: perIp, windowMs });
    if (email && action !== 'signin') await hitRateLimit(db, `${action}:email:${email}`, { limit: perEmail, windowMs });
  }

  /**
   * Runs one password sign-in under the limits. The attempt is counted as a failure before the password
   * is checked (so parallel guesses cannot slip past the count) and taken back when it succeeds or the
   * account service itself failed.
   */
  async function signIn<T>(ip: string, email: string, attempt: () => Promise<T>): Promise<T> {
    await limit('signin', ip);
    const fromClient = `signin-failed:email-ip:${email}:${ip}`;
    const fromAnywhere = `signin-failed:email:${email}`;
    const known = await isKnownClient(db, email, ip);
    const counted = [fromClient];
    const client = await countHit(db, fromClient, windowMs);
    if (client.hits > failedSignInsPerEmailIp)
      throw tooManyRequests(client.retryAfterSeconds, tooManyFailedSignIns(client.retryAfterSeconds));
    if (!known) {
      counted.push(fromAnywhere);
      const anywhere = await countHit(db, fromAnywhere, windowMs);
      if (anywhere.hits > failedSignInsPerEmail) {
        await forgiveHit(db, fromClient);
        throw tooManyRequests(anywhere.retryAfterSeconds, tooManyFailedSignIns(anywhere.retryAfterSeconds));
      }
    }
    try {
      const session = await attempt();
      await resetHits(db, fromClient);
      if (!known) await forgiveHit(db, fromAnywhere);
      await rememberClient(db, email, ip);
      return session;
    } catch (error) {
      const judged = error instanceof HttpError && error.statusCode < 500;
      if (!judged) for (const key of counted) await forgiveHit(db, key);
      throw error;
    }
  }

  return Object.assign(limit, { signIn });
}

export type AuthRateLimits = ReturnType<typeof authRateLimits>;
