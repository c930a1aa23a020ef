// A static file server for the emulator page, on 127.0.0.1 only.
// The threaded PPSSPP core needs SharedArrayBuffer, which a page only gets when
// it is cross-origin isolated: hence the COOP/COEP headers on every response.
// `node server.mjs [PORT]` serves the site for a person to play (make run).

import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { SITE } from './paths.mjs';
import { stageSite } from './site.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

/** Serves SITE on 127.0.0.1:port (0: any free port); resolves to { server, url }. */
export function serve(port = 0) {
  const server = http.createServer((req, res) => {
    const headers = {
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Embedder-Policy': 'require-corp',
      'Cache-Control': 'no-store',
    };
    const urlPath = decodeURIComponent(new URL(req.url, 'http://127.0.0.1').pathname);
    let file = path.join(SITE, path.normalize(urlPath));
    if (!file.startsWith(SITE + path.sep) && file !== SITE) {
      res.writeHead(403, headers).end();
      return;
    }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    fs.stat(file, (err, stat) => {
      if (err || !stat.isFile()) {
        res.writeHead(404, headers).end('not found');
        return;
      }
      headers['Content-Type'] = TYPES[path.extname(file)] ?? 'application/octet-stream';
      headers['Content-Length'] = stat.size;
      res.writeHead(200, headers);
      if (req.method === 'HEAD') res.end();
      else fs.createReadStream(file).pipe(res);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      resolve({ server, url: `http://127.0.0.1:${server.address().port}/` });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  stageSite();
  const { url } = await serve(Number(process.argv[2] ?? 0));
  console.log(`==> serving the EBOOT in PPSSPP at ${url}  (Ctrl-C stops)`);
  console.log('    keys: arrows = D-pad, x Cross, z Circle, s Square, a Triangle, q/e L/R, Enter Start, v Select');
  process.on('SIGINT', () => process.exit(0));
}
