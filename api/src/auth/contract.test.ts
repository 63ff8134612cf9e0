// The auth routes answer what their contracts (@whalewatch/contracts authRoutes) say: every route's
// success, and every code it declares, on the wire — the product's routes in the api's { error, code },
// the /auth/v1 routes in GoTrue's { code, error_code, msg, error } (`errorShape: 'gotrue'`).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { authRoutes, type ErrorCode, type RouteKey } from '@whalewatch/contracts';
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage, generateSiweNonce } from 'viem/siwe';
import { EMBEDDED_SUPABASE_ANON_KEY } from '../config';
import { PASSWORD, signUp, TEST_JWT_SECRET, uniqueEmail } from '../testing/accounts';
import { answersSeen, expectAnswer } from '../testing/contract-answer';
import { codeIn, startMailbox, type Mailbox } from '../testing/mailbox';
import { createTestApp, type TestApp } from '../testing/test-app';
import { totpCode } from './mfa/totp';
import { insertUser } from './repo';
import { sha256 } from './secrets';

let mailbox: Mailbox;
let t: TestApp;

beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(() => mailbox.close());
beforeEach(async () => {
  t = await createTestApp({ SMTP_URL: mailbox.smtpUrl, AUTH_JWT_SECRET: TEST_JWT_SECRET });
});
afterEach(() => t.close());

const gotrue = { apikey: EMBEDDED_SUPABASE_ANON_KEY };
const bearer = (token: string) => ({ ...gotrue, authorization: `Bearer ${token}` });
const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: Record<string, string> = gotrue) =>
  t.app.inject({ method, url, payload, headers });

const tokenFor = (claims: Record<string, unknown>) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setAudience('authenticated')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));

describe("the product's auth routes", () => {
  it('POST /auth/signup/initiate, /auth/signup/complete and /auth/signin answer as their contracts say', async () => {
    const email = uniqueEmail();
    expectAnswer('POST /auth/signup/initiate', await inject('POST', '/auth/signup/initiate', { email, password: PASSWORD }), 200);
    expectAnswer(
      'POST /auth/signup/initiate',
      await inject('POST', '/auth/signup/initiate', { email: 'nope', password: PASSWORD }),
      400,
      'invalid_request',
    );
    const code = codeIn(await mailbox.latestTo(email));
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expectAnswer('POST /auth/signup/complete', await inject('POST', '/auth/signup/complete', { email, otp: wrong }), 400, 'otp_expired');
    expectAnswer('POST /auth/signup/complete', await inject('POST', '/auth/signup/complete', { email, otp: code }), 200);
    expectAnswer('POST /auth/signin', await inject('POST', '/auth/signin', { email, password: PASSWORD }), 200);
    expectAnswer(
      'POST /auth/signin',
      await inject('POST', '/auth/signin', { email, password: 'wrong password' }),
      400,
      'invalid_credentials',
    );
  });

  it('answers a code its completion finds taken with user_already_exists', async () => {
    const email = uniqueEmail();
    await inject('POST', '/auth/signup/initiate', { email, password: PASSWORD });
    const code = codeIn(await mailbox.latestTo(email));
    await insertUser(t.database.db, { id: randomUUID(), email, passwordHash: 'x', userMetadata: {} });

    expectAnswer(
      'POST /auth/signup/complete',
      await inject('POST', '/auth/signup/complete', { email, otp: code }),
      422,
      'user_already_exists',
    );
  });

  it('answers 502 email_send_failed when the code cannot be emailed', async () => {
    const offline = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9', AUTH_JWT_SECRET: TEST_JWT_SECRET });
    try {
      const response = await offline.app.inject({
        method: 'POST',
        url: '/auth/signup/initiate',
        payload: { email: uniqueEmail(), password: PASSWORD },
      });
      expectAnswer('POST /auth/signup/initiate', response, 502, 'email_send_failed');
    } finally {
      await offline.close();
    }
  });

  describe('with a hosted Supabase project', () => {
    /** A project that answers every call with `reply` (in the API version whose errors carry `code`). */
    async function project(reply: { status: number; body: object }): Promise<{ url: string; close: () => Promise<void> }> {
      const server = http.createServer((_request, response) => {
        response
          .writeHead(reply.status, { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' })
          .end(JSON.stringify(reply.body));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
    }

    async function withProject(reply: { status: number; body: object }, run: (hosted: TestApp) => Promise<void>): Promise<void> {
      const upstream = await project(reply);
      const hosted = await createTestApp({
        SUPABASE_URL: upstream.url,
        SUPABASE_ANON_KEY: 'anon',
        SUPABASE_JWT_SECRET: TEST_JWT_SECRET,
        AUTH_JWT_SECRET: '',
      });
      try {
        await run(hosted);
      } finally {
        await hosted.close();
        await upstream.close();
      }
    }

    const post = (app: TestApp, url: string, payload: object) => app.app.inject({ method: 'POST', url, payload });
    const credentials = { email: uniqueEmail('hosted'), password: PASSWORD };

    it("keeps a refusal's code where the contract has it, else answers supabase_error", async () => {
      await withProject(
        {
          status: 422,
          body: { code: 'weak_password', msg: 'Password should be at least 8 characters.', weak_password: { reasons: ['length'] } },
        },
        async (hosted) => {
          expectAnswer('POST /auth/signup/initiate', await post(hosted, '/auth/signup/initiate', credentials), 422, 'weak_password');
        },
      );
      await withProject({ status: 422, body: { code: 'user_already_exists', msg: 'User already registered' } }, async (hosted) => {
        expectAnswer('POST /auth/signup/initiate', await post(hosted, '/auth/signup/initiate', credentials), 422, 'user_already_exists');
      });
      await withProject(
        { status: 400, body: { code: 'validation_failed', msg: 'Unable to validate email address: invalid format' } },
        async (hosted) => {
          expectAnswer('POST /auth/signup/initiate', await post(hosted, '/auth/signup/initiate', credentials), 400, 'validation_failed');
          expectAnswer(
            'POST /auth/signup/complete',
            await post(hosted, '/auth/signup/complete', { email: credentials.email, otp: '123456' }),
            400,
            'validation_failed',
          );
          expectAnswer('POST /auth/signin', await post(hosted, '/auth/signin', credentials), 400, 'validation_failed');
        },
      );
      await withProject({ status: 400, body: { code: 'email_address_invalid', msg: 'Email address "x" is invalid' } }, async (hosted) => {
        expectAnswer('POST /auth/signup/initiate', await post(hosted, '/auth/signup/initiate', credentials), 400, 'supabase_error');
        expectAnswer(
          'POST /auth/signup/complete',
          await post(hosted, '/auth/signup/complete', { email: credentials.email, otp: '123456' }),
          400,
          'supabase_error',
        );
        expectAnswer('POST /auth/signin', await post(hosted, '/auth/signin', credentials), 400, 'supabase_error');
      });
      // A code the route does not declare (GoTrue's bad_jwt here) is the project's, not ours.
      await withProject({ status: 403, body: { code: 'bad_jwt', msg: 'invalid JWT' } }, async (hosted) => {
        expectAnswer('POST /auth/signin', await post(hosted, '/auth/signin', credentials), 403, 'supabase_error');
      });
      // A status the contract does not know is the project failing: 502.
      await withProject({ status: 504, body: { msg: 'upstream timed out' } }, async (hosted) => {
        expectAnswer('POST /auth/signin', await post(hosted, '/auth/signin', credentials), 502, 'supabase_error');
      });
    });

    it('answers no_session when the project confirms a code without a session', async () => {
      await withProject({ status: 200, body: { user: null, session: null } }, async (hosted) => {
        expectAnswer(
          'POST /auth/signup/complete',
          await post(hosted, '/auth/signup/complete', { email: credentials.email, otp: '123456' }),
          502,
          'no_session',
        );
      });
    });
  });
});

describe('the GoTrue (/auth/v1) routes', () => {
  it('POST /auth/v1/signup, /auth/v1/verify and /auth/v1/token answer as their contracts say', async () => {
    const email = uniqueEmail();
    expectAnswer('POST /auth/v1/signup', await inject('POST', '/auth/v1/signup', { email, password: PASSWORD }), 200);
    expectAnswer(
      'POST /auth/v1/signup',
      await inject('POST', '/auth/v1/signup', { password: PASSWORD }),
      422,
      'anonymous_provider_disabled',
    );
    const weak = await inject('POST', '/auth/v1/signup', { email, password: '123' });
    expectAnswer('POST /auth/v1/signup', weak, 422, 'weak_password');
    expect(weak.json()).toMatchObject({ weak_password: { reasons: ['length'] } });
    expectAnswer(
      'POST /auth/v1/signup',
      await inject('POST', '/auth/v1/signup', { phone: '+15555550100', password: PASSWORD }),
      400,
      'phone_provider_disabled',
    );
    expectAnswer('POST /auth/v1/signup', await inject('POST', '/auth/v1/signup', { email: 5 }), 400, 'validation_failed');
    expectAnswer(
      'POST /auth/v1/signup',
      await t.app.inject({ method: 'POST', url: '/auth/v1/signup', payload: { email, password: PASSWORD } }),
      401,
      'no_api_key',
    );
    expectAnswer(
      'POST /auth/v1/signup',
      await t.app.inject({
        method: 'POST',
        url: '/auth/v1/signup',
        headers: { ...gotrue, 'content-type': 'application/json' },
        payload: '{"email":',
      }),
      400,
      'bad_json',
    );

    const code = codeIn(await mailbox.latestTo(email));
    expectAnswer(
      'POST /auth/v1/verify',
      await inject('POST', '/auth/v1/verify', { type: 'email', email, token: '000000' === code ? '111111' : '000000' }),
      403,
      'otp_expired',
    );
    const verified = await inject('POST', '/auth/v1/verify', { type: 'email', email, token: code });
    expectAnswer('POST /auth/v1/verify', verified, 200);

    const signIn = (password: string) => inject('POST', '/auth/v1/token?grant_type=password', { email, password });
    expectAnswer('POST /auth/v1/token', await signIn(PASSWORD), 200);
    expectAnswer('POST /auth/v1/token', await signIn('wrong password'), 400, 'invalid_credentials');
    expectAnswer(
      'POST /auth/v1/token',
      await inject('POST', '/auth/v1/token?grant_type=password', { phone: '+15555550100', password: PASSWORD }),
      422,
      'phone_provider_disabled',
    );
    const refresh = (token: string) => inject('POST', '/auth/v1/token?grant_type=refresh_token', { refresh_token: token });
    const { refresh_token: refreshToken } = verified.json<{ refresh_token: string }>();
    const second = await refresh(refreshToken);
    expectAnswer('POST /auth/v1/token', second, 200);
    await refresh(second.json<{ refresh_token: string }>().refresh_token);
    // An older spent token, outside the reuse interval.
    await t.database.db.execute(
      sql`update refresh_tokens set revoked_at = now() - interval '1 hour' where token_hash = ${sha256(refreshToken)}`,
    );
    expectAnswer('POST /auth/v1/token', await refresh(refreshToken), 400, 'refresh_token_already_used');
    expectAnswer('POST /auth/v1/token', await refresh('no-such-token'), 400, 'refresh_token_not_found');
  });

  it('POST /auth/v1/verify answers user_already_exists for an address taken meanwhile', async () => {
    const email = uniqueEmail();
    await inject('POST', '/auth/v1/signup', { email, password: PASSWORD });
    const code = codeIn(await mailbox.latestTo(email));
    await insertUser(t.database.db, { id: randomUUID(), email, passwordHash: 'x', userMetadata: {} });

    expectAnswer(
      'POST /auth/v1/verify',
      await inject('POST', '/auth/v1/verify', { type: 'email', email, token: code }),
      422,
      'user_already_exists',
    );
  });

  it('POST /auth/v1/signup answers email_send_failed when the code cannot be emailed', async () => {
    const offline = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9', AUTH_JWT_SECRET: TEST_JWT_SECRET });
    try {
      const response = await offline.app.inject({
        method: 'POST',
        url: '/auth/v1/signup',
        headers: gotrue,
        payload: { email: uniqueEmail(), password: PASSWORD },
      });
      expectAnswer('POST /auth/v1/signup', response, 502, 'email_send_failed');
    } finally {
      await offline.close();
    }
  });

  it('POST /auth/v1/recover and GET /auth/v1/verify answer as their contracts say', async () => {
    const { user } = await signUp(t.app, mailbox);
    expectAnswer('POST /auth/v1/recover', await inject('POST', '/auth/v1/recover', { email: user.email }), 200);
    expectAnswer('POST /auth/v1/recover', await inject('POST', '/auth/v1/recover', {}), 400, 'validation_failed');
    const link = new URL(/\S*\/auth\/v1\/verify\?\S+/.exec((await mailbox.latestTo(user.email, 2)).text)?.[0] ?? '');

    expectAnswer('GET /auth/v1/verify', await t.app.inject({ method: 'GET', url: `/auth/v1/verify${link.search}` }), 303);
    expectAnswer(
      'GET /auth/v1/verify',
      await t.app.inject({ method: 'GET', url: '/auth/v1/verify?type=recovery' }),
      400,
      'validation_failed',
    );
  });

  it('GET and PUT /auth/v1/user and POST /auth/v1/logout answer as their contracts say', async () => {
    const { session } = await signUp(t.app, mailbox);
    const token = session.access_token;
    expectAnswer('GET /auth/v1/user', await inject('GET', '/auth/v1/user', undefined, bearer(token)), 200);
    expectAnswer('GET /auth/v1/user', await inject('GET', '/auth/v1/user'), 401, 'no_authorization');
    expectAnswer('GET /auth/v1/user', await inject('GET', '/auth/v1/user', undefined, bearer('not.a.jwt')), 403, 'bad_jwt');
    const nobody = await tokenFor({ sub: randomUUID(), email: 'nobody@example.com' });
    expectAnswer('GET /auth/v1/user', await inject('GET', '/auth/v1/user', undefined, bearer(nobody)), 403, 'user_not_found');

    const update = (payload: object, as = token) => inject('PUT', '/auth/v1/user', payload, bearer(as));
    expectAnswer('PUT /auth/v1/user', await update({ data: { name: 'Ada' } }), 200);
    expectAnswer('PUT /auth/v1/user', await update({ email: 'someone-else@example.com' }), 422, 'email_change_not_supported');
    expectAnswer('PUT /auth/v1/user', await update({ phone: '+15555550100' }), 422, 'phone_provider_disabled');
    expectAnswer('PUT /auth/v1/user', await update({ password: '123' }), 422, 'weak_password');
    expectAnswer('PUT /auth/v1/user', await update({ password: PASSWORD }), 422, 'same_password');
    expectAnswer('PUT /auth/v1/user', await update({ data: {} }, nobody), 403, 'user_not_found');
    expectAnswer('PUT /auth/v1/user', await update({ data: 'x' }), 400, 'validation_failed');

    expectAnswer('POST /auth/v1/logout', await inject('POST', '/auth/v1/logout?scope=local', undefined, bearer(token)), 204);
    expectAnswer('GET /auth/v1/user', await inject('GET', '/auth/v1/user', undefined, bearer(token)), 403, 'session_not_found');
    expectAnswer(
      'POST /auth/v1/logout',
      await inject('POST', '/auth/v1/logout?scope=everyone', undefined, bearer(token)),
      400,
      'validation_failed',
    );
  });

  it('the /factors routes, and PUT /auth/v1/user at aal1, answer as their contracts say', async () => {
    const { session, user } = await signUp(t.app, mailbox);
    const enrol = (payload: object, as = session.access_token) => inject('POST', '/auth/v1/factors', payload, bearer(as));
    const factorCall = (method: 'POST' | 'DELETE', path: string, payload: object | undefined, as: string) =>
      t.app.inject({ method, url: `/auth/v1/factors/${path}`, payload, headers: bearer(as) });

    const enrolled = await enrol({ factor_type: 'totp', friendly_name: 'Phone' });
    expectAnswer('POST /auth/v1/factors', enrolled, 200);
    const { id: factorId, totp } = enrolled.json<{ id: string; totp: { secret: string } }>();
    expectAnswer('POST /auth/v1/factors', await enrol({ factor_type: 'sms' }), 400, 'validation_failed');
    expectAnswer(
      'POST /auth/v1/factors',
      await enrol({ factor_type: 'phone', phone: '+15555550100' }),
      422,
      'mfa_phone_enroll_not_enabled',
    );
    expectAnswer('POST /auth/v1/factors', await enrol({ factor_type: 'webauthn' }), 422, 'mfa_webauthn_enroll_not_enabled');
    expectAnswer('POST /auth/v1/factors', await enrol({ factor_type: 'totp', friendly_name: 'Phone' }), 422, 'mfa_factor_name_conflict');
    for (let n = 1; n < 10; n += 1) await enrol({ factor_type: 'totp', friendly_name: `Spare ${n}` });
    expectAnswer(
      'POST /auth/v1/factors',
      await enrol({ factor_type: 'totp', friendly_name: 'One too many' }),
      422,
      'too_many_enrolled_mfa_factors',
    );

    const challenge = async () => {
      const answer = await factorCall('POST', `${factorId}/challenge`, {}, session.access_token);
      expectAnswer('POST /auth/v1/factors/:factorId/challenge', answer, 200);
      return answer.json<{ id: string }>().id;
    };
    const unknownFactor = await factorCall('POST', `${randomUUID()}/challenge`, {}, session.access_token);
    expectAnswer('POST /auth/v1/factors/:factorId/challenge', unknownFactor, 404, 'mfa_factor_not_found');
    const notAnId = await factorCall('POST', 'not-an-id/challenge', {}, session.access_token);
    expectAnswer('POST /auth/v1/factors/:factorId/challenge', notAnId, 404, 'validation_failed');

    const verify = (challengeId: string, code: string) =>
      factorCall('POST', `${factorId}/verify`, { challenge_id: challengeId, code }, session.access_token);
    const code = totpCode(totp.secret);
    const first = await challenge();
    expectAnswer('POST /auth/v1/factors/:factorId/verify', await verify(first, ''), 400, 'validation_failed');
    expectAnswer('POST /auth/v1/factors/:factorId/verify', await verify(randomUUID(), code), 422, 'mfa_factor_not_found');
    const wrong = code === '000000' ? '111111' : '000000';
    expectAnswer('POST /auth/v1/factors/:factorId/verify', await verify(first, wrong), 422, 'mfa_verification_failed');
    const verified = await verify(first, code);
    expectAnswer('POST /auth/v1/factors/:factorId/verify', verified, 200);
    const aal2 = verified.json<{ access_token: string }>().access_token;
    expectAnswer('POST /auth/v1/factors/:factorId/verify', await verify(first, code), 422, 'mfa_ip_address_mismatch');
    const late = await challenge();
    await t.database.db.execute(sql`update mfa_challenges set created_at = now() - interval '10 minutes' where id = ${late}`);
    expectAnswer('POST /auth/v1/factors/:factorId/verify', await verify(late, code), 422, 'mfa_challenge_expired');

    const signedIn = await inject('POST', '/auth/v1/token?grant_type=password', { email: user.email, password: PASSWORD });
    const aal1 = signedIn.json<{ access_token: string }>().access_token;
    expectAnswer('POST /auth/v1/factors', await enrol({ factor_type: 'totp', friendly_name: 'Tablet' }, aal1), 403, 'insufficient_aal');
    expectAnswer('DELETE /auth/v1/factors/:factorId', await factorCall('DELETE', factorId, undefined, aal1), 422, 'insufficient_aal');
    expectAnswer(
      'PUT /auth/v1/user',
      await inject('PUT', '/auth/v1/user', { password: 'a new horse' }, bearer(aal1)),
      401,
      'insufficient_aal',
    );
    expectAnswer('DELETE /auth/v1/factors/:factorId', await factorCall('DELETE', factorId, undefined, aal2), 200);
    expectAnswer('DELETE /auth/v1/factors/:factorId', await factorCall('DELETE', factorId, undefined, aal2), 404, 'mfa_factor_not_found');
  });

  it('POST /auth/v1/token?grant_type=web3 answers as its contract says', async () => {
    // The test config serves chain 1 through a node that cannot be reached (http://127.0.0.1:9).
    const account = privateKeyToAccount(generatePrivateKey());
    const message = () =>
      createSiweMessage({
        address: account.address,
        chainId: 1,
        domain: 'localhost:3000',
        nonce: generateSiweNonce(),
        uri: 'http://localhost:3000/',
        version: '1',
      });
    const web3 = (payload: object) => inject('POST', '/auth/v1/token?grant_type=web3', { chain: 'ethereum', ...payload });
    const signed = message();
    const proof = { message: signed, signature: await account.signMessage({ message: signed }) };
    expectAnswer('POST /auth/v1/token', await web3(proof), 200);
    expectAnswer('POST /auth/v1/token', await web3(proof), 400, 'invalid_grant');
    expectAnswer('POST /auth/v1/token', await web3({ chain: 'solana' }), 422, 'web3_provider_disabled');
    expectAnswer('POST /auth/v1/token', await web3({ chain: 'polygon' }), 400, 'web3_unsupported_chain');
    // Another key's signature may be a contract wallet's, which only the chain's node can judge.
    const other = message();
    const stranger = privateKeyToAccount(generatePrivateKey());
    expectAnswer(
      'POST /auth/v1/token',
      await web3({ message: other, signature: await stranger.signMessage({ message: other }) }),
      502,
      'chain_unavailable',
    );
  });

  it('answers with the api’s limit in GoTrue’s shape', async () => {
    const email = uniqueEmail();
    let response = await inject('POST', '/auth/v1/recover', { email });
    for (let attempt = 0; attempt < 50 && response.statusCode === 200; attempt += 1)
      response = await inject('POST', '/auth/v1/recover', { email });
    expectAnswer('POST /auth/v1/recover', response, 429, 'over_request_rate_limit');
  });
});

it('answered every route and every code its contract declares (the tests above)', () => {
  for (const [key, contract] of Object.entries(authRoutes) as [RouteKey, { errors: readonly ErrorCode[] }][]) {
    const answered = answersSeen.get(key) ?? new Set<string>();
    expect({ key, missing: contract.errors.filter((code) => !answered.has(code)) }).toEqual({ key, missing: [] });
    expect({ key, success: answered.has('success') }).toEqual({ key, success: true });
  }
});
