// npm installs drizzle-orm under api/node_modules but hoists drizzle-kit to the root, where the kit
// cannot find the ORM. This loader hook resolves drizzle-orm from the api package for `db:generate`.
import { register } from 'node:module';

const apiPackage = new URL('../package.json', import.meta.url).href;

register(
  `data:text/javascript,${encodeURIComponent(`
export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return next(specifier, { ...context, parentURL: ${JSON.stringify(apiPackage)} });
  }
  return next(specifier, context);
}`)}`,
);
