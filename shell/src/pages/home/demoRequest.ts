// The demo request: its texts, its client-side rules and the call that sends it.
import type { DemoRequestInput } from '@whalewatch/contracts';
import { ApiError, call, isEmail, MESSAGES } from '@whalewatch/shared';

export const DEMO_REQUEST_TEXT = {
  missingName: 'Please enter your name',
  invalidEmail: MESSAGES.invalidEmail,
  failed: 'Failed to send your demo request. Please try again.',
  sent: 'Thanks! We will contact you to schedule your demo.',
} as const;

/** What the dialog's fields hold, as typed. */
export interface DemoRequestForm {
  name: string;
  email: string;
  company: string;
  message: string;
}

/** What the api receives (its contract's input): optional fields only when filled in. */
export type DemoRequest = DemoRequestInput;

export type DemoRequestErrors = Partial<Record<'name' | 'email', string>>;

export const EMPTY_DEMO_REQUEST_FORM: DemoRequestForm = { name: '', email: '', company: '', message: '' };

export function validateDemoRequest(form: DemoRequestForm): DemoRequestErrors {
  const errors: DemoRequestErrors = {};
  if (form.name.trim() === '') errors.name = DEMO_REQUEST_TEXT.missingName;
  if (!isEmail(form.email)) errors.email = DEMO_REQUEST_TEXT.invalidEmail;
  return errors;
}

export function toDemoRequest(form: DemoRequestForm): DemoRequest {
  const request: DemoRequest = { name: form.name.trim(), email: form.email.trim() };
  const company = form.company.trim();
  const message = form.message.trim();
  if (company) request.company = company;
  if (message) request.message = message;
  return request;
}

export async function sendDemoRequest(request: DemoRequest): Promise<void> {
  await call('POST /demo-requests', { body: request }, { auth: false, fallbackError: DEMO_REQUEST_TEXT.failed });
}

/** The text to show for a failed send: the server's error, or the fallback. */
export function demoRequestErrorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : DEMO_REQUEST_TEXT.failed;
}
