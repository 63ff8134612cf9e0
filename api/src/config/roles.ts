// What one api process does (ROLE): serve HTTP and the live streams (web), follow the chains (monitor),
// send what is queued and read the news (workers), or all of it (the embedded default, one process under
// npm start). Each role is safe to run several times against one PostgreSQL: the monitors' cursors are
// taken with SKIP LOCKED, the outboxes are leased, the Telegram poller holds a lease of its own.
export const ROLES = ['web', 'monitor', 'workers', 'all'] as const;
export type Role = (typeof ROLES)[number];

export type RoleDuties = {
  /** The product's HTTP routes and live streams; every role answers /health. */
  serves: boolean;
  /** Follows the chains (MONITOR=off still stops it). */
  monitors: boolean;
  /** Delivers channels, sends alert and security emails, reads the news, prunes (CHANNELS and NEWS still apply). */
  works: boolean;
};

export function dutiesOf(role: Role): RoleDuties {
  return {
    serves: role === 'web' || role === 'all',
    monitors: role === 'monitor' || role === 'all',
    works: role === 'workers' || role === 'all',
  };
}
