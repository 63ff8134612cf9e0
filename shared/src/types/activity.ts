// What GET /activity answers (issue 33 §3): what the user's tracked wallets did in the last 24 h or 7 d,
// as the dashboard's Activity shows it — its contract's types (@whalewatch/contracts activity.ts).
export { ACTIVITY_FEED_SIZE, ACTIVITY_RANGES } from '@whalewatch/contracts/constants';
export type { ActivityFeed, ActivityQuery, ActivityRange, TokenFlow } from '@whalewatch/contracts';
