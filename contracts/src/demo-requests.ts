// A visitor's "Request a Demo" from the home page, kept for the sales team.
import { z } from 'zod';
import { route } from './route';

const text = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);

export const demoRequestInput = z.object({
  name: text(200).min(1, 'Required'),
  email: z.string().trim().pipe(z.email().max(320)),
  company: text(200).optional(),
  message: text(2000).optional(),
});
export type DemoRequestInput = z.input<typeof demoRequestInput>;

export const demoRequestCreated = z.object({ id: z.uuid(), createdAt: z.iso.datetime() });
export type DemoRequestCreated = z.output<typeof demoRequestCreated>;

export const demoRequestsRoutes = {
  'POST /demo-requests': route({
    method: 'POST',
    path: '/demo-requests',
    access: 'public',
    body: demoRequestInput,
    responses: { 201: demoRequestCreated },
    errors: [],
  }),
} as const;
