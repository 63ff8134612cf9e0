/** A reason the api cannot start whose message says it all; printed without a stack trace. */
export class StartupError extends Error {}
