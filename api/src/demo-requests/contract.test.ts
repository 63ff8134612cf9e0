// POST /demo-requests answers what its contract (@whalewatch/contracts demoRequestsRoutes) says: 201 with
// the request's id and time, 400 invalid_request for a body its schema refuses.
import { answersOf, ROUTES } from '@whalewatch/contracts';
import { createTestApp, type TestApp } from '../testing/test-app';

const CONTRACT = ROUTES['POST /demo-requests'];
let api: TestApp;

beforeAll(async () => {
  api = await createTestApp({ API_DOCS: 'off' });
});
afterAll(() => api.close());

it('answers 201 and 400 invalid_request by its contract', async () => {
  const created = await api.app.inject({ method: 'POST', url: '/demo-requests', payload: { name: 'Ada', email: 'ada@example.com' } });
  expect(created.statusCode).toBe(201);
  expect(answersOf(CONTRACT)[201].safeParse(created.json()).error).toBeUndefined();

  const refused = await api.app.inject({ method: 'POST', url: '/demo-requests', payload: { name: 'Ada', email: 'nope' } });
  expect(refused.statusCode).toBe(400);
  expect(answersOf(CONTRACT)[400].safeParse(refused.json()).error).toBeUndefined();
  expect(refused.json().code).toBe('invalid_request');
});
