// The api's reference: an OpenAPI 3.1 document generated from the routes' contracts (@whalewatch/contracts:
// request schemas and every answer, success and error, via fastify-type-provider-zod's transform), served
// as GET /docs/openapi.json, and rendered by Swagger UI at GET /docs. Operator routes are left out: they
// are not the product's API. Register before the routes: @fastify/swagger collects them as they are added.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { ROUTES, type RouteContract } from '@whalewatch/contracts';
import { version as CONTRACT_VERSION } from '@whalewatch/contracts/package.json';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PATH = '/docs';
export const OPENAPI_PATH = `${DOCS_PATH}/openapi.json`;

const under = (url: string, prefix: string) => url === prefix.replace(/\/$/, '') || url.startsWith(prefix);

/** The route's contract (@whalewatch/contracts): who may call it decides its security and whether it is listed. */
function contractOf(method: unknown, url: string): RouteContract | undefined {
  const methods = Array.isArray(method) ? method : [method];
  return methods.map((each) => (ROUTES as Record<string, RouteContract>)[`${String(each)} ${url}`]).find(Boolean);
}

/** Each route's group in the reference, by its path (first match wins). */
const TAGS: [prefix: string, tag: string][] = [
  ['/auth/v1/', 'Supabase-compatible auth'],
  ['/rest/v1/', 'Supabase-compatible watchlist'],
  ['/auth/', 'Accounts'],
  ['/account/', 'Accounts'],
  ['/users/', 'Wallet tracking'],
  ['/analyzer/', 'Token analyzer'],
  ['/balance/', 'Portfolio'],
  ['/stealth', 'Stealth list'],
  ['/billing/', 'Billing'],
  ['/news', 'AI News'],
  ['/notifications', 'Notifications'],
  ['/transactions/', 'Notifications'],
  ['/activity', 'Notifications'],
  ['/wallets/', 'Portfolio'],
  ['/channels', 'Notification channels'],
  ['/health', 'System status'],
  ['/releases', 'System status'],
  ['/chains', 'System status'],
  ['/demo-requests', 'Demo requests'],
];

const TAG_DESCRIPTIONS: Record<string, string> = {
  'Supabase-compatible auth':
    "The embedded default's stand-in for Supabase Auth (/auth/v1), as supabase-js calls it; absent when a hosted Supabase project is configured.",
  'Supabase-compatible watchlist':
    "The embedded default's stand-in for Supabase's PostgREST watchlist table; absent when a hosted Supabase project is configured.",
};

const tagOf = (url: string) => TAGS.find(([prefix]) => under(url, prefix))?.[1] ?? 'Other';

const zodToOpenApi = createJsonSchemaTransform({ skipList: [] });

/** @fastify/swagger's per-route transform: zod to JSON Schema, then the route's group and whether it needs a token. */
const transform: typeof zodToOpenApi = (document) => {
  const contract = contractOf(document.route.method, document.url);
  if (contract?.access === 'operator') return { schema: { hide: true }, url: document.url };
  const { schema, url } = zodToOpenApi(document);
  if ((schema as { hide?: boolean } | undefined)?.hide) return { schema, url };
  return { url, schema: { ...schema, tags: [tagOf(url)], security: contract?.access === 'user' ? [{ bearerAuth: [] }] : [] } };
};

// Swagger UI loads only its own files: scripts and styles from /docs/static (its styles set some inline),
// images inline. Helmet's API-wide policy (default-src 'none') would block all of it.
const DOCS_CSP = {
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

// The product's name in Swagger UI's top bar, where the fastify logo would be.
const WORDMARK = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="150" height="32" viewBox="0 0 150 32">' +
    '<text x="0" y="24" textLength="148" lengthAdjust="spacingAndGlyphs" font-family="system-ui, sans-serif" font-size="22" font-weight="800" fill="#ffffff">Whalewatch</text></svg>',
);

export async function registerApiReference(app: FastifyInstance, { publicUrl }: { publicUrl: string }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Whalewatch API',
        version: CONTRACT_VERSION,
        description:
          'The Whalewatch product API: wallet tracking, token analysis, portfolios, the stealth list, billing and notifications. ' +
          'Errors are `{"error": "<message>", "code": "<code>"}` with a fitting status; each route lists the codes it may answer. Clients decide on `code` and show `error`. Signed-in routes take the access token from sign-in as `Authorization: Bearer <token>`.',
      },
      servers: [{ url: publicUrl }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      // The product's groups first, the Supabase stand-ins last (Swagger UI shows them in this order).
      tags: [...new Set(TAGS.map(([, tag]) => tag))]
        .sort((a, b) => Number(a in TAG_DESCRIPTIONS) - Number(b in TAG_DESCRIPTIONS))
        .map((name) => ({ name, ...(TAG_DESCRIPTIONS[name] ? { description: TAG_DESCRIPTIONS[name] } : {}) })),
    },
    transform,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    staticCSP: DOCS_CSP,
    uiConfig: { deepLinking: true, docExpansion: 'list', defaultModelsExpandDepth: 0 },
    theme: { title: 'Whalewatch API reference' },
    logo: { type: 'image/svg+xml', content: WORDMARK },
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, () => app.swagger());
}
