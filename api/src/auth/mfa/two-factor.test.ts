// TOTP two-factor end to end through supabase-js's own `auth.mfa` against the embedded service: RFC 6238's
// arithmetic, enrolment and verification raising the session to aal2, sign-in ending at aal1, the
// product's sensitive routes (every route whose contract lists insufficient_aal) refusing aal1 sessions of
// an account with a verified factor, GoTrue's own aal rules, one-time recovery codes, and the sessions list.
import { ROUTES } from '@whalewatch/contracts';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { EMBEDDED_SUPABASE_ANON_KEY } from '../../config';
import { PASSWORD, signUp, TEST_JWT_SECRET } from '../../testing/accounts';
import { embeddedAuthClient } from '../../testing/auth-client';
import { silentHttpServer } from '../../testing/faulty-servers';
import { startMailbox, type Mailbox } from '../../testing/mailbox';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { isSensitiveRoute } from '../authenticate';
import { isValidTotp, totpCode } from './totp';

let mailbox: Mailbox;
let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(() => mailbox.close());
beforeEach(async () => {
  t = await createTestApp({ SMTP_URL: mailbox.smtpUrl, AUTH_JWT_SECRET: TEST_JWT_SECRET, SITE_URL: 'https://whalewatch.example' });
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterEach(() => t.close());

const client = () => embeddedAuthClient(baseUrl);

type Client = ReturnType<typeof client>;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const claimsOf = (token: string) => decodeJwt(token) as { aal: string; amr: { method: string }[]; session_id: string };

/** A signed-in supabase-js client of a new account. */
async function signedIn(email?: string) {
  const account = await signUp(t.app, mailbox, email);
  const auth = client();
  const { error } = await auth.signInWithPassword({ email: account.user.email, password: PASSWORD });
  expect(error).toBeNull();
  return { auth, email: account.user.email };
}

/** Enrols a TOTP factor and verifies it with the code its secret gives now: the session is then aal2. */
async function withVerifiedFactor(auth: Client) {
  const { data: enrolled, error } = await auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
  expect(error).toBeNull();
  const secret = enrolled!.totp.secret;
  const { data: verified, error: verifyError } = await auth.mfa.challengeAndVerify({ factorId: enrolled!.id, code: totpCode(secret) });
  expect(verifyError).toBeNull();
  return { factorId: enrolled!.id, secret, accessToken: verified!.access_token };
}

async function accessToken(auth: Client): Promise<string> {
  const { data } = await auth.getSession();
  return data.session!.access_token;
}

describe('TOTP (RFC 6238 with SHA-1, 6 digits, 30 s, one step of skew)', () => {
  // RFC 6238 appendix B: the SHA-1 seed "12345678901234567890"; a 6-digit code is the 8-digit one's last six.
  const seed = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
  const vectors: [number, string][] = [
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ];

  it.each(vectors)('at %i s the code is the last six digits of %s', (seconds, eightDigits) => {
    const at = new Date(seconds * 1000);
    expect(totpCode(seed, at)).toBe(eightDigits.slice(2));
    expect(isValidTotp(seed, eightDigits.slice(2), at)).toBe(true);
  });

  it('takes the code of the step before and after, and refuses two steps off and anything not six digits', () => {
    const at = new Date(1234567890 * 1000);
    const code = totpCode(seed, at);
    expect(isValidTotp(seed, code, new Date(at.getTime() + 30_000))).toBe(true);
    expect(isValidTotp(seed, code, new Date(at.getTime() - 30_000))).toBe(true);
    expect(isValidTotp(seed, code, new Date(at.getTime() + 60_000))).toBe(false);
    expect(isValidTotp(seed, `${code}0`, at)).toBe(false);
    expect(isValidTotp(seed, '', at)).toBe(false);
  });
});

describe('enrolment and verification (GoTrue /factors)', () => {
  it('enrols with a QR code, the secret and its otpauth URI; a right code raises the session to aal2 with totp in its amr', async () => {
    const { auth, email } = await signedIn();

    const { data: enrolled } = await auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(enrolled!.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg /);
    // Usable as that data URI: nothing in it ends the URI early.
    expect(enrolled!.totp.qr_code).not.toContain('#');
    expect(enrolled!.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(enrolled!.totp.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/whalewatch.example:${email}`);
    expect(uri.searchParams.get('secret')).toBe(enrolled!.totp.secret);
    expect(uri.searchParams.get('issuer')).toBe('whalewatch.example');

    const { data: before } = await auth.mfa.listFactors();
    expect(before!.all.map((factor) => factor.status)).toEqual(['unverified']);

    const { data: challenge } = await auth.mfa.challenge({ factorId: enrolled!.id });
    const { data: verified, error } = await auth.mfa.verify({
      factorId: enrolled!.id,
      challengeId: challenge!.id,
      code: totpCode(enrolled!.totp.secret),
    });

    expect(error).toBeNull();
    expect(claimsOf(verified!.access_token).aal).toBe('aal2');
    expect(claimsOf(verified!.access_token).amr.map((entry) => entry.method)).toEqual(['totp', 'password']);
    const { data: level } = await auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const { data: after } = await auth.mfa.listFactors();
    expect(after!.totp.map((factor) => [factor.friendly_name, factor.status])).toEqual([['Phone', 'verified']]);
  });

  it('answers a wrong code, a spent challenge and an expired one as GoTrue does', async () => {
    const { auth } = await signedIn();
    const { data: enrolled } = await auth.mfa.enroll({ factorType: 'totp' });
    const factorId = enrolled!.id;
    const code = totpCode(enrolled!.totp.secret);

    const { data: first } = await auth.mfa.challenge({ factorId });
    const wrong = await auth.mfa.verify({ factorId, challengeId: first!.id, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.error).toMatchObject({ status: 422, code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' });

    expect((await auth.mfa.verify({ factorId, challengeId: first!.id, code })).error).toBeNull();
    const again = await auth.mfa.verify({ factorId, challengeId: first!.id, code });
    expect(again.error).toMatchObject({ status: 422, code: 'mfa_ip_address_mismatch' });

    const { data: late } = await auth.mfa.challenge({ factorId });
    await t.database.db.execute(sql`update mfa_challenges set created_at = now() - interval '301 seconds' where id = ${late!.id}`);
    const expired = await auth.mfa.verify({ factorId, challengeId: late!.id, code });
    expect(expired.error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' });
    expect(expired.error?.message).toBe(
      `MFA challenge ${late!.id} has expired, verify against another challenge or create a new challenge.`,
    );

    const unknown = await auth.mfa.challenge({ factorId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found', message: 'Factor not found' });
  });

  it('refuses phone and WebAuthn factors as GoTrue does with them turned off', async () => {
    const { auth } = await signedIn();
    const phone = await auth.mfa.enroll({ factorType: 'phone', phone: '+15555550100' });
    expect(phone.error).toMatchObject({ status: 422, code: 'mfa_phone_enroll_not_enabled', message: 'MFA enroll is disabled for Phone' });
  });

  it('limits challenges and codes to 15 a minute from one address', async () => {
    const { auth } = await signedIn();
    const { data: enrolled } = await auth.mfa.enroll({ factorType: 'totp' });
    const answers = [];
    for (let attempt = 0; attempt < 16; attempt += 1) answers.push(await auth.mfa.challenge({ factorId: enrolled!.id }));
    expect(answers.slice(0, 15).every((answer) => answer.error === null)).toBe(true);
    expect(answers[15].error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });

  it('ends the account’s other aal1 sessions once a factor is verified (GoTrue InvalidateSessionsWithAALLessThan)', async () => {
    const { auth, email } = await signedIn();
    const other = client();
    await other.signInWithPassword({ email, password: PASSWORD });
    const otherToken = await accessToken(other);

    await withVerifiedFactor(auth);

    const user = await t.app.inject({
      method: 'GET',
      url: '/auth/v1/user',
      headers: { apikey: EMBEDDED_SUPABASE_ANON_KEY, ...bearer(otherToken) },
    });
    expect(user.statusCode).toBe(403);
    expect(user.json().code).toBe('session_not_found');
  });
});

describe('assurance levels once a factor is verified', () => {
  it('signs in at aal1 with aal2 next', async () => {
    const { auth, email } = await signedIn();
    await withVerifiedFactor(auth);

    const later = client();
    await later.signInWithPassword({ email, password: PASSWORD });
    const { data: level } = await later.mfa.getAuthenticatorAssuranceLevel();
    expect(level).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    expect(claimsOf(await accessToken(later)).aal).toBe('aal1');
  });

  // Every product route whose contract lists insufficient_aal, with an aal1 and an aal2 session.
  const sensitive = Object.values(ROUTES).filter((contract) => isSensitiveRoute(contract.method, contract.path));
  const pathOf = (path: string) =>
    path.replace(':id', '00000000-0000-4000-8000-000000000000').replace(':walletAddress', '0x000000000000000000000000000000000000dead');

  it('covers the routes the issue names', () => {
    expect(sensitive.map((contract) => `${contract.method} ${contract.path}`).sort()).toEqual([
      'DELETE /account',
      'DELETE /channels/:id',
      'DELETE /stealth/:walletAddress',
      'POST /account/recovery-codes',
      'POST /account/wallet-identity',
      'POST /channels/discord',
      'POST /channels/slack',
      'POST /channels/telegram/link',
      'POST /channels/webhooks',
      'POST /channels/webhooks/:id/secret',
      'POST /stealth',
    ]);
  });

  it.each(sensitive.map((contract) => [`${contract.method} ${contract.path}`, contract] as const))(
    '%s: 403 insufficient_aal at aal1, served at aal2, and served at aal1 for an account without a factor',
    async (_name, contract) => {
      const { auth, email } = await signedIn();
      const { accessToken: aal2 } = await withVerifiedFactor(auth);
      const later = client();
      await later.signInWithPassword({ email, password: PASSWORD });
      const aal1 = await accessToken(later);
      const { auth: plain } = await signedIn();
      const call = (token: string) =>
        t.app.inject({ method: contract.method, url: pathOf(contract.path), headers: bearer(token), payload: {} });

      const refused = await call(aal1);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ code: 'insufficient_aal', error: 'Enter your two-factor code to do this, then try again.' });
      // Served: whatever it answers (204 has no body), it is not the refusal.
      const codeOf = (response: Awaited<ReturnType<typeof call>>) => (response.body ? response.json().code : undefined);
      expect(codeOf(await call(aal2))).not.toBe('insufficient_aal');
      expect(codeOf(await call(await accessToken(plain)))).not.toBe('insufficient_aal');
    },
  );

  it('keeps GoTrue’s own rules: a password change (401), a second enrolment (403) and an unenrolment (422) need aal2', async () => {
    const { auth, email } = await signedIn();
    const { factorId } = await withVerifiedFactor(auth);
    const later = client();
    await later.signInWithPassword({ email, password: PASSWORD });

    const password = await later.updateUser({ password: 'a different horse' });
    expect(password.error).toMatchObject({
      status: 401,
      code: 'insufficient_aal',
      message: 'AAL2 session is required to update email or password when MFA is enabled.',
    });
    const second = await later.mfa.enroll({ factorType: 'totp', friendlyName: 'Tablet' });
    expect(second.error).toMatchObject({ status: 403, code: 'insufficient_aal', message: 'AAL2 required to enroll a new factor' });
    const removal = await later.mfa.unenroll({ factorId });
    expect(removal.error).toMatchObject({ status: 422, code: 'insufficient_aal', message: 'AAL2 required to unenroll verified factor' });

    // At aal2 the factor goes, and then a password changes at aal1 again.
    expect((await auth.mfa.unenroll({ factorId })).error).toBeNull();
    const { data: factors } = await later.mfa.listFactors();
    expect(factors?.all).toEqual([]);
    expect((await later.updateUser({ password: 'a different horse' })).error).toBeNull();
  });
});

describe('recovery codes', () => {
  const post = (url: string, token: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: bearer(token), payload });

  it('are made at aal2 only, shown once, and each raises one aal1 session to aal2 once', async () => {
    const { auth, email } = await signedIn();
    const { accessToken: aal2 } = await withVerifiedFactor(auth);
    const later = client();
    await later.signInWithPassword({ email, password: PASSWORD });
    const aal1 = await accessToken(later);

    expect((await post('/account/recovery-codes', aal1)).json()).toMatchObject({ code: 'insufficient_aal' });
    const made = await post('/account/recovery-codes', aal2);
    expect(made.statusCode).toBe(201);
    const { codes } = made.json<{ codes: string[] }>();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await t.database.db.execute(sql`select code_hash from mfa_recovery_codes`);
    expect(JSON.stringify(stored)).not.toContain(codes[0].replace('-', ''));

    const redeemed = await post('/account/recovery-codes/redeem', aal1, { code: ` ${codes[0].toUpperCase()} ` });
    expect(redeemed.statusCode).toBe(200);
    expect(claimsOf(redeemed.json().access_token)).toMatchObject({ aal: 'aal2', session_id: claimsOf(aal1).session_id });
    expect(claimsOf(redeemed.json().access_token).amr[0].method).toBe('mfa/recovery_code');

    const third = client();
    await third.signInWithPassword({ email, password: PASSWORD });
    const reused = await post('/account/recovery-codes/redeem', await accessToken(third), { code: codes[0] });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({ code: 'invalid_recovery_code', error: 'That recovery code is not valid or was already used.' });
    const status = await t.app.inject({ method: 'GET', url: '/account/recovery-codes', headers: bearer(aal2) });
    expect(status.json()).toMatchObject({ remaining: 9 });
  });

  it('need a verified factor, and go with the last one', async () => {
    const { auth } = await signedIn();
    expect((await post('/account/recovery-codes', await accessToken(auth))).json().code).toBe('no_verified_factor');
    const { factorId, accessToken: aal2 } = await withVerifiedFactor(auth);
    await post('/account/recovery-codes', aal2);
    await auth.mfa.unenroll({ factorId });
    const status = await t.app.inject({ method: 'GET', url: '/account/recovery-codes', headers: bearer(aal2) });
    expect(status.json()).toEqual({ remaining: 0, createdAt: null });
  });
});

describe('where the account is signed in', () => {
  const list = (token: string) => t.app.inject({ method: 'GET', url: '/account/sessions', headers: bearer(token) });

  it('lists each session with its device, address and level, and signs one out at once', async () => {
    const { auth, email } = await signedIn();
    const phone = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      headers: {
        apikey: EMBEDDED_SUPABASE_ANON_KEY,
        'user-agent':
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      },
      payload: { email, password: PASSWORD },
    });
    const phoneSession = phone.json<{ access_token: string; refresh_token: string }>();
    const mine = await accessToken(auth);

    const { sessions } = (await list(mine)).json<{ sessions: { id: string; current: boolean; device: string | null; aal: string }[] }>();
    const phoneId = claimsOf(phoneSession.access_token).session_id;
    expect(sessions.find((session) => session.current)?.id).toBe(claimsOf(mine).session_id);
    expect(sessions.find((session) => session.id === phoneId)).toMatchObject({
      current: false,
      device: 'Safari on iOS',
      ip: '127.0.0.1',
      aal: 'aal1',
    });

    const revoked = await t.app.inject({ method: 'DELETE', url: `/account/sessions/${phoneId}`, headers: bearer(mine) });
    expect(revoked.statusCode).toBe(204);
    expect((await list(phoneSession.access_token)).json().code).toBe('session_not_found');
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=refresh_token',
      headers: { apikey: EMBEDDED_SUPABASE_ANON_KEY },
      payload: { refresh_token: phoneSession.refresh_token },
    });
    expect(refresh.statusCode).toBe(400);
    const left = (await list(mine)).json<{ sessions: { id: string }[] }>();
    expect(left.sessions.map((session) => session.id)).not.toContain(phoneId);
    expect(left.sessions.map((session) => session.id)).toContain(claimsOf(mine).session_id);

    // Someone else's session, or one already gone, is not found.
    const { auth: stranger } = await signedIn();
    const theirs = claimsOf(await accessToken(stranger)).session_id;
    expect((await t.app.inject({ method: 'DELETE', url: `/account/sessions/${theirs}`, headers: bearer(mine) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/account/sessions/${phoneId}`, headers: bearer(mine) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/account/sessions/not-a-session', headers: bearer(mine) })).statusCode).toBe(404);
  });
});

describe('with a hosted Supabase project', () => {
  // The project is the embedded service of `t`; the hosted api verifies its tokens with the shared secret
  // and asks the project (GET /auth/v1/user) whether the account has a verified factor.
  const hostedEnv = (url: string) => ({
    SUPABASE_URL: url,
    SUPABASE_ANON_KEY: EMBEDDED_SUPABASE_ANON_KEY,
    SUPABASE_JWT_SECRET: TEST_JWT_SECRET,
    AUTH_JWT_SECRET: '',
  });

  it('asks the project for the account’s factors: an aal1 session of an account with one is refused on a sensitive route', async () => {
    const hosted = await createTestApp(hostedEnv(baseUrl));
    try {
      const { auth, email } = await signedIn();
      const { accessToken: aal2 } = await withVerifiedFactor(auth);
      const later = client();
      await later.signInWithPassword({ email, password: PASSWORD });
      const remove = (token: string) =>
        hosted.app.inject({ method: 'DELETE', url: '/stealth/0x000000000000000000000000000000000000dead', headers: bearer(token) });

      expect((await remove(await accessToken(later))).json()).toMatchObject({ code: 'insufficient_aal' });
      expect((await remove(aal2)).json().code).not.toBe('insufficient_aal');
    } finally {
      await hosted.close();
    }
  });

  it('answers 503 auth_unreachable when the project does not answer in time', async () => {
    const silent = await silentHttpServer();
    const hosted = await createTestApp(hostedEnv(silent.url));
    try {
      const { auth } = await signedIn();
      const started = Date.now();
      const answer = await hosted.app.inject({
        method: 'DELETE',
        url: '/stealth/0x000000000000000000000000000000000000dead',
        headers: bearer(await accessToken(auth)),
      });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({
        code: 'auth_unreachable',
        error: 'Your two-factor status could not be checked. Please try again in a minute.',
      });
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await hosted.close();
      await silent.close();
    }
  }, 20_000);
});
