import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { productEnv, REPO_ROOT } from './product';

/** `npm run plan -- <email> <plan>`, as an operator runs it against this product. */
export function setPlan(email: string, plan: string): string {
  return execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts/plan.mjs'), email, plan], {
    env: { ...process.env, ...productEnv },
    encoding: 'utf8',
  });
}
