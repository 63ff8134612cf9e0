// The notification routes answer what their contracts (@whalewatch/contracts notificationsRoutes) say:
// each route's success answer and each error code it declares; the stream's events are its
// notificationStreamEvent.
import type { AddressInfo } from 'node:net';
import { NOTIFICATION_STREAM_EVENT, notificationStreamEvent, ROUTES, type RouteKey } from '@whalewatch/contracts';
import { signUp, TEST_JWT_SECRET, type SessionBody } from '../testing/accounts';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { openStream } from '../testing/sse-stream';
import { createTestApp, type TestApp } from '../testing/test-app';
import { expectAnswer } from '../testing/contract-answer';
import { insertAndAnnounce } from './repo';

let mailbox: Mailbox;
let t: TestApp;
let alice: SessionBody;
let baseUrl: string;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ SMTP_URL: mailbox.smtpUrl, AUTH_JWT_SECRET: TEST_JWT_SECRET });
  alice = await signUp(t.app, mailbox);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

const as = (session: SessionBody) => ({ authorization: `Bearer ${session.session.access_token}` });
const HASH = `0x${'ab'.repeat(32)}`;
const WHALE = '0x28c6c06298d514db089934071355e5743bf21d60';

const inject = (key: RouteKey, url: string, payload?: object) =>
  t.app.inject({ method: ROUTES[key].method, url, headers: as(alice), ...(payload ? { payload } : {}) });

describe('the notification routes, each answer by its contract', () => {
  it('answers each route, and streams each change as a notificationStreamEvent', async () => {
    const stream = await openStream(baseUrl, alice);
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');

    const test = await inject('POST /notifications/test', '/notifications/test');
    expectAnswer('POST /notifications/test', test, 200);
    // An alert with its moves and a labelled counterparty, as the monitor stores it.
    await insertAndAnnounce(t.database.db, [
      {
        idempotencyKey: `31337:${HASH}:${alice.user.id}:${WHALE}`,
        userId: alice.user.id,
        kind: 'transaction',
        walletAddress: WHALE,
        walletNickname: 'Big Whale',
        direction: 'out',
        amount: '500',
        symbol: 'ETH',
        message: 'Big Whale sent 500 ETH ($1.56M) to Binance 14',
        lines: [],
        moves: [
          {
            kind: 'ether',
            direction: 'out',
            amount: '500',
            symbol: 'ETH',
            token: null,
            valueUsd: 1_560_000,
            priced: true,
            counterparty: '0x21a31ee1afc51d94c2efccaa2092ad1028285549',
            counterpartyLabel: { name: 'Binance 14', kind: 'exchange' },
          },
        ],
        valueUsd: 1_560_000,
        txHash: HASH,
        blockNumber: 1234,
        blockTime: new Date(),
        seenAt: new Date(),
        status: 'pending',
      },
    ]);
    for (const kind of ['test', 'transaction']) {
      const event = await stream.next();
      expect(event.event).toBe(NOTIFICATION_STREAM_EVENT);
      expect(notificationStreamEvent.safeParse(event.data).error).toBeUndefined();
      expect(event.data.kind).toBe(kind);
    }
    stream.close();

    expectAnswer('GET /notifications', await inject('GET /notifications', '/notifications?limit=5'), 200);
    expectAnswer('POST /notifications/read', await inject('POST /notifications/read', '/notifications/read', {}), 200);
    expectAnswer('GET /notifications/preferences', await inject('GET /notifications/preferences', '/notifications/preferences'), 200);
    expectAnswer(
      'PUT /notifications/preferences',
      await inject('PUT /notifications/preferences', '/notifications/preferences', { emailPolicy: 'hourly' }),
      200,
    );
    expectAnswer(
      'PUT /notifications/preferences',
      await inject('PUT /notifications/preferences', '/notifications/preferences', { email: false }),
      200,
    );
    const transaction = await inject('GET /transactions/:hash', `/transactions/${HASH}`);
    expectAnswer('GET /transactions/:hash', transaction, 200);
    expect(transaction.json().alerts[0].moves[0].counterpartyLabel).toEqual({ name: 'Binance 14', kind: 'exchange' });
  });

  it('answers no_alert_for_transaction, invalid_request for a malformed hash, and no_authorization without a token', async () => {
    const none = await inject('GET /transactions/:hash', `/transactions/0x${'cd'.repeat(32)}`);
    expectAnswer('GET /transactions/:hash', none, 404, 'no_alert_for_transaction');
    expect(none.json().error).toBe('No alert of yours is about this transaction');
    expectAnswer('GET /transactions/:hash', await inject('GET /transactions/:hash', '/transactions/0x12'), 400, 'invalid_request');
    const stream = await t.app.inject({ method: 'GET', url: '/notifications/stream' });
    expectAnswer('GET /notifications/stream', stream, 401, 'no_authorization');
  });
});
