// `npm run plan -- <email> <plan>`: sets a user's plan through the running api, for support and demos.
// Plans: free, starter, pro, privacy-shield. Uses ADMIN_TOKEN, or the token `npm start` keeps in
// DATA_DIR/admin-token.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config.mjs';

const PLANS = ['free', 'starter', 'pro', 'privacy-shield'];
const [email, plan] = process.argv.slice(2);

function fail(message) {
  console.error(`plan: ${message}`);
  process.exit(1);
}

if (!email || !plan) fail(`usage: npm run plan -- <email> <${PLANS.join('|')}>`);
if (!PLANS.includes(plan)) fail(`unknown plan "${plan}"; choose one of ${PLANS.join(', ')}`);

const config = loadConfig();
const tokenFile = path.join(config.dataDir, 'admin-token');
const token = process.env.ADMIN_TOKEN || (fs.existsSync(tokenFile) ? fs.readFileSync(tokenFile, 'utf8').trim() : '');
if (!token) fail(`no operator token: run npm start once (it creates ${tokenFile}) or set ADMIN_TOKEN`);

const url = `http://${config.api.host}:${config.api.port}/admin/plans`;
let response;
try {
  response = await fetch(url, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ email, plan }),
  });
} catch {
  fail(`the api is not answering at ${url}: start the product with npm start`);
}
const body = await response.json().catch(() => ({}));
if (!response.ok) fail(body.error ?? `the api answered ${response.status}`);
console.log(`${body.email} is now on the ${plan} plan`);
