import { eq } from 'drizzle-orm';
import { demoRequests } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('POST /demo-requests', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await createTestApp();
  });
  afterAll(() => api.close());

  const requestDemo = (payload: unknown) => api.app.inject({ method: 'POST', url: '/demo-requests', payload: payload as object });

  it('stores the request and answers 201 with its id and creation time', async () => {
    const response = await requestDemo({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: 'Analytical Engines',
      message: 'We track 40 whales.',
    });

    expect(response.statusCode).toBe(201);
    const { id, createdAt } = response.json<{ id: string; createdAt: string }>();
    const [stored] = await api.database.db.select().from(demoRequests).where(eq(demoRequests.id, id));
    expect(stored).toEqual({
      id,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: 'Analytical Engines',
      message: 'We track 40 whales.',
      createdAt: new Date(createdAt),
    });
  });

  it('stores absent or blank company and message as null', async () => {
    const response = await requestDemo({ name: ' Grace ', email: 'grace@example.com', company: '  ' });

    expect(response.statusCode).toBe(201);
    const [stored] = await api.database.db.select().from(demoRequests).where(eq(demoRequests.id, response.json<{ id: string }>().id));
    expect(stored).toMatchObject({ name: 'Grace', company: null, message: null });
  });

  it("answers 400 'email: Invalid email address' for an invalid email", async () => {
    const response = await requestDemo({ name: 'Ada', email: 'not-an-email' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'email: Invalid email address', code: 'invalid_request' });
  });

  it('names each invalid field, and stores nothing', async () => {
    const before = await api.database.db.$count(demoRequests);

    const response = await requestDemo({ name: '', email: 'ada@example.com', message: 'x'.repeat(2001) });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'name: Required; message: Must be at most 2000 characters', code: 'invalid_request' });
    expect(await api.database.db.$count(demoRequests)).toBe(before);
  });
});
