// Serves the release store (DATA_DIR/releases) under /releases/<remote>/<release>/<file>: only files inside
// a release folder (no history, lock or unfinished build). A release folder never changes once written,
// so everything in it is cached for a year, its manifest and remote entry included; the registry that
// names a release is what is never cached.
import path from 'node:path';
import sirv from 'sirv';

const RELEASE_PATH = /^\/releases\/(mfe-[a-z]+)\/(\d[\w.+-]*-[0-9a-f]{10})\/([\w.\-/]+)$/;

export function releasesHandler(root) {
  // dev: new releases appear without a restart (sirv otherwise lists the folder once).
  const files = sirv(root, {
    dev: true,
    etag: true,
    setHeaders: (res) => res.setHeader('Cache-Control', 'public, max-age=31536000, immutable'),
  });
  return (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://local').pathname);
    const match = RELEASE_PATH.exec(pathname);
    if (!match || match[3].split('/').some((part) => part === '' || part.startsWith('.')) || path.normalize(pathname) !== pathname) {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('Not found');
      return;
    }
    req.url = `/${match[1]}/${match[2]}/${match[3]}`;
    files(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('Not found');
    });
  };
}
