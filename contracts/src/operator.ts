// The operator's routes (/admin/…), behind ADMIN_TOKEN: setting a user's plan (`npm run plan`) and
// taking a backup of the embedded database (`npm run backup`). Billing's conflicts are billing's.
import { z } from 'zod';
import { PLAN_IDS } from './constants/plans';
import { route } from './route';

export const planChange = z.object({ email: z.string().trim().toLowerCase().pipe(z.email()), plan: z.enum(PLAN_IDS) });

export const planGranted = z.object({ email: z.string(), userId: z.string(), plan: z.enum(PLAN_IDS) });
export type PlanGranted = z.output<typeof planGranted>;

export const backupTaken = z.object({ file: z.string(), bytes: z.number().int() });
export type BackupTaken = z.output<typeof backupTaken>;

export const operatorRoutes = {
  'PUT /admin/plans': route({
    method: 'PUT',
    path: '/admin/plans',
    access: 'operator',
    body: planChange,
    responses: { 200: planGranted },
    errors: ['no_such_user'],
  }),
  'POST /admin/backup': route({
    method: 'POST',
    path: '/admin/backup',
    access: 'operator',
    responses: { 200: backupTaken },
    errors: ['backup_on_postgres', 'backup_in_memory'],
  }),
} as const;
