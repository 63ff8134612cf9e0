// The audit folder's public face: what the api's other folders may use of it. It sits below auth (which
// records sign-ins, factors and passwords through it) and every feature that records.
export { deviceOf } from './device';
export { SECURITY_EMAIL_SUBJECTS } from './emails';
export { auditRoutes } from './routes';
export { createAuditLog, type AuditEvent, type AuditLog, type AuditRequest } from './service';
