// Every route the api serves is registered from its contract, and a route without one stops it.
import { ROUTES } from '@whalewatch/contracts';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { TEST_ADMIN_TOKEN } from '../testing/accounts';
import { createTestApp } from '../testing/test-app';
import { requireContracts, RouteWithoutContractError } from './contract-routes';
import { endpoint } from './endpoint';

describe('routes and their contracts', () => {
  it('serves every route of the contract, each registered from it', async () => {
    // With the operator's routes on, to see them too.
    const t = await createTestApp({ ADMIN_TOKEN: TEST_ADMIN_TOKEN });
    try {
      const missing = Object.values(ROUTES).filter((contract) => !t.app.hasRoute({ method: contract.method, url: contract.path }));
      expect(missing.map((contract) => `${contract.method} ${contract.path}`)).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('refuses a route without a contract, and a contract route with schemas of its own', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    requireContracts(app);
    expect(() => app.get('/undeclared', () => ({}))).toThrow(
      new RouteWithoutContractError('GET /undeclared has no contract in @whalewatch/contracts'),
    );
    expect(() => app.get('/users/settings', () => ({}))).toThrow(/is not registered from its contract/);
    expect(() =>
      app.route({ ...endpoint(ROUTES['GET /users/settings']), handler: () => ({ wallets: [], check_interval: 60000 }) }),
    ).not.toThrow();
    await app.close();
  });
});
