// Builds what changed and starts the whole product with scripts/start.mjs, once for the suite.
import fs from 'node:fs';
import { DATA_DIR, productEnv, REMOTES_FILE, TMP } from './product';
import { startProduct } from './product-process';

export default async function globalSetup() {
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  fs.rmSync(REMOTES_FILE, { force: true });
  fs.mkdirSync(TMP, { recursive: true });

  const product = await startProduct(productEnv);

  // Keep the registry as start.mjs wrote it, so each test can restore it.
  fs.copyFileSync(REMOTES_FILE, `${REMOTES_FILE}.orig`);

  return product.stop;
}
