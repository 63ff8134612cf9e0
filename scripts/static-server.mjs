// Serves one built front end. Federation entry points and the registry are never cached (a deploy
// takes effect at once); every other asset has a content hash and is cached for a year.
import http from 'node:http';
import sirv from 'sirv';

const NO_CACHE = new Set(['/remoteEntry.js', '/mf-manifest.json', '/index.html', '/']);

function cacheHeaders(res, pathname) {
  if (NO_CACHE.has(pathname) || pathname.endsWith('.html')) {
    res.setHeader('Cache-Control', 'no-cache');
  } else {
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  }
}

/**
 * @param {object} options
 * @param {string} options.dir          the built dist folder
 * @param {string} options.host
 * @param {number} options.port
 * @param {string} [options.portVariable] the setting to name when the port is taken
 * @param {Record<string, () => string>} [options.dynamic]  paths answered with fresh JSON on each request
 * @returns {Promise<import('node:http').Server>}
 */
export function serveApp({ dir, host, port, portVariable = 'WEB_PORT', dynamic = {} }) {
  const files = sirv(dir, { single: true, etag: true, dev: false, setHeaders: cacheHeaders });
  const server = http.createServer((req, res) => {
    // Remotes' manifests and chunks are fetched cross-origin by the shell.
    res.setHeader('Access-Control-Allow-Origin', '*');
    const pathname = new URL(req.url ?? '/', 'http://local').pathname;
    const render = dynamic[pathname];
    if (render) {
      try {
        const body = render();
        res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
        res.end(body);
      } catch (error) {
        res.writeHead(500, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
        res.end(JSON.stringify({ error: `Could not read ${pathname}: ${error.message}` }));
      }
      return;
    }
    files(req, res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', (error) => {
      if (error.code === 'EADDRINUSE') {
        reject(new Error(`Port ${port} is already in use (set ${portVariable} to use other ports)`));
      } else {
        reject(error);
      }
    });
    server.listen(port, host, () => resolve(server));
  });
}
