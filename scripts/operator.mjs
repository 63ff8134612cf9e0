// Calls to the running api's operator routes (/admin/…) for `npm run plan` and `npm run backup`, with
// ADMIN_TOKEN or the token `npm start` keeps in DATA_DIR/admin-token.
import fs from 'node:fs';
import path from 'node:path';

export function failWith(command) {
  return (message) => {
    console.error(`${command}: ${message}`);
    process.exit(1);
  };
}

/**
 * Resolves to the api's JSON answer; to null when no api answers (the caller may work without it).
 * Any other failure ends the command with the api's reason.
 */
export async function operatorRequest(config, fail, method, route, body) {
  const tokenFile = path.join(config.dataDir, 'admin-token');
  const token = config.adminToken || (fs.existsSync(tokenFile) ? fs.readFileSync(tokenFile, 'utf8').trim() : '');
  if (!token) fail(`no operator token: run npm start once (it creates ${tokenFile}) or set ADMIN_TOKEN`);
  const url = `http://${config.api.host}:${config.api.port}${route}`;
  let response;
  try {
    response = await fetch(url, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(5 * 60_000),
    });
  } catch {
    return null;
  }
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) fail(answer.error ?? `the api answered ${response.status}`);
  return answer;
}
