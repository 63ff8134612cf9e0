// `npm run plan -- <email> <plan>`: sets a user's plan through the running api, for support and demos.
// Plans: free, starter, pro, privacy-shield. Uses ADMIN_TOKEN, or the token `npm start` keeps in
// DATA_DIR/admin-token.
import { loadConfigOrExit } from './config.mjs';
import { failWith, operatorRequest } from './operator.mjs';

const PLANS = ['free', 'starter', 'pro', 'privacy-shield'];
const [email, plan] = process.argv.slice(2);
const fail = failWith('plan');

if (!email || !plan) fail(`usage: npm run plan -- <email> <${PLANS.join('|')}>`);
if (!PLANS.includes(plan)) fail(`unknown plan "${plan}"; choose one of ${PLANS.join(', ')}`);

const config = loadConfigOrExit();
const body = await operatorRequest(config, fail, 'PUT', '/admin/plans', { email, plan });
if (!body) fail(`the api is not answering at http://${config.api.host}:${config.api.port}: start the product with npm start`);
console.log(`${body.email} is now on the ${plan} plan`);
