// The http folder's public face: what the api's other folders may use of it.
export { registerApiReference } from './api-reference';
export { requireContracts } from './contract-routes';
export { endpoint } from './endpoint';
export { describe, failure, HttpError, NOT_FOUND, registerErrorHandlers } from './errors';
export { acceptEmptyJsonBodies } from './json-body';
export { refuseNulCharacters } from './nul-characters';
export { requireOperatorToken } from './operator-token';
export { countHit, forgiveHit, hitRateLimit, resetHits, tooManyRequests } from './rate-limit';
export { limitRequestsPerIp } from './request-ceiling';
export { sharedCeiling } from './shared-ceiling';
export { RequestLog } from './request-log';
export { serverTimeouts } from './server-timeouts';
export { isWrite, writeLimits, type WriteLimits } from './write-limits';
