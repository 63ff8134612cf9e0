import { ROUTES } from './routes';
import { ERRORS } from './errors';
import { answersOf } from './answers';

describe('the routes of the contract', () => {
  const entries = Object.entries(ROUTES);

  it("are keyed by their own 'METHOD /path'", () => {
    expect(entries.length).toBeGreaterThan(0);
    for (const [key, contract] of entries) expect(key).toBe(`${contract.method} ${contract.path}`);
  });

  it('name every :param of their path in their params schema, and no other', () => {
    for (const [key, contract] of entries) {
      const named = [...contract.path.matchAll(/:(\w+)/g)].map(([, name]) => name).sort();
      const schema = 'params' in contract ? (contract.params as { shape?: Record<string, unknown> } | undefined) : undefined;
      expect({ key, params: Object.keys(schema?.shape ?? {}).sort() }).toEqual({ key, params: named });
    }
  });

  it('answer at least one success, and an error body for every code they declare, at its status', () => {
    for (const [key, contract] of entries) {
      const answers = answersOf(contract);
      expect({ key, success: Object.keys(contract.responses).length > 0 }).toEqual({ key, success: true });
      for (const code of contract.errors) {
        const { status } = ERRORS[code];
        for (const each of typeof status === 'number' ? [status] : status) {
          const text = ERRORS[code].text;
          // Another service's error shape (GoTrue's, PostgREST's) is checked by its own feature's tests.
          if ('errorShape' in contract && contract.errorShape) {
            expect({ key, code, declared: each in answers }).toEqual({ key, code, declared: true });
            continue;
          }
          const body = { error: typeof text === 'string' ? text : 'words the api composed', code };
          expect({ key, code, valid: answers[each]?.safeParse(body).success }).toEqual({ key, code, valid: true });
        }
      }
    }
  });

  it('refuses a fixed-text code with other words, and a code the route does not declare', () => {
    const answers = answersOf(ROUTES['POST /users/wallets']);
    expect(answers[409].safeParse({ error: 'This wallet is already tracked', code: 'already_tracked' }).success).toBe(true);
    expect(answers[409].safeParse({ error: 'Already there', code: 'already_tracked' }).success).toBe(false);
    expect(answers[404]?.safeParse({ error: 'This wallet is not on your tracked list', code: 'not_tracked' }).success).not.toBe(true);
  });
});
