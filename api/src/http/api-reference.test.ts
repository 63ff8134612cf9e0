// The api reference: GET /docs/openapi.json is a valid OpenAPI 3.1 document generated from the routes' zod
// schemas, listing the product's routes (never the operator's), and GET /docs renders it with Swagger UI
// under a content security policy that lets its own files load.
import { ERRORS } from '@whalewatch/contracts';
import Ajv2020 from 'ajv/dist/2020';
import { TEST_ADMIN_TOKEN } from '../testing/accounts';
import { createTestApp, type TestApp } from '../testing/test-app';
// The OpenAPI Initiative's JSON Schema for OpenAPI 3.1 documents (https://spec.openapis.org/oas/3.1/schema/2022-10-07).
import openApi31Schema from './testing/openapi-3.1-schema.json';

type Operation = {
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
};
type OpenApiDocument = {
  openapi: string;
  info: { title: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
  tags: { name: string; description?: string }[];
};

// The schema points at Schema Objects with `$dynamicRef: "#meta"`, which Ajv does not resolve as the spec
// does (it reports every Schema Object's keywords as unevaluated); a plain $ref to the same definition
// checks the document's structure, and each Schema Object is compiled as JSON Schema below.
const documentSchema: object = JSON.parse(
  JSON.stringify(openApi31Schema).replaceAll('{"$dynamicRef":"#meta"}', '{"$ref":"#/$defs/schema"}'),
);

let t: TestApp;
let document: OpenApiDocument;

beforeAll(async () => {
  // With the operator routes on, to see they stay out of the reference.
  t = await createTestApp({ ADMIN_TOKEN: TEST_ADMIN_TOKEN, API_PUBLIC_URL: 'https://api.whalewatch.example' });
  const response = await t.app.inject({ method: 'GET', url: '/docs/openapi.json' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  document = response.json<OpenApiDocument>();
}, 60_000);
afterAll(() => t?.close());

const operation = (path: string, method: string): Operation => {
  const found = document.paths[path]?.[method];
  if (!found) throw new Error(`${method.toUpperCase()} ${path} is not in the reference`);
  return found;
};
const jsonSchema = (content: Record<string, { schema: Record<string, unknown> }> | undefined) => content?.['application/json']?.schema;

describe('GET /docs/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document, and every schema in it a valid JSON Schema', () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    const validDocument = ajv.validate(documentSchema, document);
    expect(ajv.errors ?? []).toEqual([]);
    expect(validDocument).toBe(true);
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('Whalewatch API');
    expect(document.servers).toEqual([{ url: 'https://api.whalewatch.example' }]);
    // The check can fail: a response without its description is not OpenAPI.
    expect(ajv.validate(documentSchema, { ...document, paths: { '/health': { get: { responses: { 200: {} } } } } })).toBe(false);

    const schemas = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).flatMap((op) => [
        ...(op.parameters ?? []).map((parameter) => parameter.schema),
        jsonSchema(op.requestBody?.content),
        ...Object.values(op.responses).map((response) => jsonSchema(response.content)),
      ]),
    );
    const defined = schemas.filter((schema): schema is Record<string, unknown> => schema !== undefined);
    expect(defined.length).toBeGreaterThan(40);
    for (const schema of defined) expect(() => ajv.compile(schema)).not.toThrow();
  });

  it("lists the product's routes with the request schemas their zod schemas declare", () => {
    const track = operation('/users/wallets', 'post');
    expect(track.tags).toEqual(['Wallet tracking']);
    expect(jsonSchema(track.requestBody?.content)).toEqual({
      type: 'object',
      properties: { address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' } },
      required: ['address'],
    });

    const signIn = jsonSchema(operation('/auth/signin', 'post').requestBody?.content);
    expect(signIn).toMatchObject({ type: 'object', required: expect.arrayContaining(['email', 'password']) });

    const portfolio = operation('/balance/portfolio/{address}', 'get');
    expect(portfolio.parameters).toEqual([
      // Which chain (issue 35): optional, the first chain watched when absent.
      expect.objectContaining({ name: 'chain', in: 'query', required: false }),
      expect.objectContaining({
        name: 'address',
        in: 'path',
        required: true,
        schema: expect.objectContaining({ pattern: '^0x[0-9a-fA-F]{40}$' }),
      }),
    ]);

    const notifications = operation('/notifications', 'get');
    expect(notifications.parameters).toEqual([
      expect.objectContaining({ name: 'limit', in: 'query', schema: expect.objectContaining({ minimum: 1, maximum: 100, default: 20 }) }),
    ]);

    for (const [path, method] of [
      ['/users/register', 'post'],
      ['/users/settings', 'get'],
      ['/users/settings', 'put'],
      ['/analyzer/holders/{token}', 'get'],
      ['/stealth', 'get'],
      ['/stealth', 'post'],
      ['/stealth/{walletAddress}', 'delete'],
      ['/news', 'get'],
      ['/billing/portal-session', 'post'],
      ['/billing/paddle/webhook', 'post'],
    ]) {
      expect(operation(path, method).tags).toHaveLength(1);
    }
  });

  it('describes the answers routes declare: the plan, the portal session, and /health', () => {
    expect(jsonSchema(operation('/billing/plan', 'get').responses['200'].content)).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['plan', 'limits', 'customerPortal']),
      properties: {
        plan: { type: 'string', enum: ['free', 'starter', 'pro', 'privacy-shield'] },
        customerPortal: { type: 'string', enum: ['available', 'not-configured', 'no-customer'] },
      },
    });
    const portal = operation('/billing/portal-session', 'post').responses;
    expect(jsonSchema(portal['200'].content)).toMatchObject({ properties: { url: { type: 'string', format: 'uri' } } });
    // An error answers its code and, where the contract fixes them, its words.
    expect(jsonSchema(portal['409'].content)).toEqual({
      type: 'object',
      properties: {
        error: { type: 'string', enum: [ERRORS.no_paddle_customer.text] },
        code: { type: 'string', enum: ['no_paddle_customer'] },
      },
      required: ['error', 'code'],
      additionalProperties: false,
    });
    expect(jsonSchema(operation('/health', 'get').responses['200'].content)).toMatchObject({
      properties: { status: { type: 'string', enum: ['ok', 'degraded'] }, reasons: { type: 'array' } },
    });
  });

  it('asks for the bearer token on signed-in routes, and for none on public ones', () => {
    expect(document.components.securitySchemes).toEqual({ bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } });
    for (const path of ['/users/wallets', '/billing/portal-session', '/stealth']) {
      expect(operation(path, 'post').security).toEqual([{ bearerAuth: [] }]);
    }
    expect(operation('/auth/v1/user', 'get').security).toEqual([{ bearerAuth: [] }]);
    for (const [path, method] of [
      ['/health', 'get'],
      ['/auth/signin', 'post'],
      ['/news', 'get'],
      ['/billing/paddle/webhook', 'post'],
      ['/demo-requests', 'post'],
    ]) {
      expect(operation(path, method).security).toEqual([]);
    }
  });

  it("groups the routes, the product's groups first and the Supabase stand-ins last", () => {
    const tags = document.tags.map((tag) => tag.name);
    expect(tags.slice(0, 3)).toEqual(['Accounts', 'Wallet tracking', 'Token analyzer']);
    expect(tags.slice(-2)).toEqual(['Supabase-compatible auth', 'Supabase-compatible watchlist']);
    const used = new Set(Object.values(document.paths).flatMap((methods) => Object.values(methods).flatMap((op) => op.tags ?? [])));
    expect([...used].filter((tag) => !tags.includes(tag))).toEqual([]);
  });

  it("leaves out the operator's routes and the reference's own", () => {
    const paths = Object.keys(document.paths);
    expect(paths.filter((path) => path.startsWith('/admin'))).toEqual([]);
    expect(paths.filter((path) => path.startsWith('/docs'))).toEqual([]);
  });
});

describe('GET /docs', () => {
  it('renders the reference with Swagger UI, its own scripts and styles allowed by the page policy', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<title>Whalewatch API reference</title>');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");

    for (const asset of [
      '/docs/static/swagger-ui-bundle.js',
      '/docs/static/swagger-ui-standalone-preset.js',
      '/docs/static/swagger-initializer.js',
      '/docs/static/swagger-ui.css',
    ]) {
      const response = await t.app.inject({ method: 'GET', url: asset });
      expect([asset, response.statusCode]).toEqual([asset, 200]);
    }
    const initializer = await t.app.inject({ method: 'GET', url: '/docs/static/swagger-initializer.js' });
    // Swagger UI reads the document from /docs/json (the same document as /docs/openapi.json).
    expect(initializer.body).toContain("resolveUrl('./json')");
    const served = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(served.json()).toEqual(document);
  });

  it('keeps the api-wide policy on the api routes', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/health' });
    expect(health.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it('is not served with API_DOCS=off', async () => {
    const off = await createTestApp({ API_DOCS: 'off' });
    try {
      expect((await off.app.inject({ method: 'GET', url: '/docs' })).statusCode).toBe(404);
      expect((await off.app.inject({ method: 'GET', url: '/docs/openapi.json' })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
