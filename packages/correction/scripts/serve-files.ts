/**
 * A small static server on a free loopback port, for the browser loader's test
 * (src/browser.test.ts) and `npm run bench:engine-browser` (scripts/bench-browser.ts): it serves
 * exactly the files it is given, nothing else, and logs every answer with the bytes it sent.
 * With `gzip`, it sends a file's gzip copy to clients that accept gzip, as a CDN would.
 */
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ServedFile {
  /** The file on disk, or its contents. */
  source: string | Uint8Array;
  type: string;
  /** Its gzip copy, sent with `Content-Encoding: gzip` when the client accepts gzip. */
  gzip?: Uint8Array;
}

export interface ServedRequest {
  path: string;
  status: number;
  /** Bytes of the body as sent (compressed when `encoding` is gzip). */
  bytes: number;
  encoding: 'gzip' | 'identity';
}

export interface FileServer {
  /** `http://127.0.0.1:<port>/` */
  url: string;
  requests: ServedRequest[];
  close(): Promise<void>;
}

/** Serve `files` (URL path → file) until `close()`; every other path is a 404. */
export async function serveFiles(
  files: ReadonlyMap<string, ServedFile>,
  options: { headers?: Record<string, string> } = {},
): Promise<FileServer> {
  const requests: ServedRequest[] = [];
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = request.method === 'GET' ? files.get(path) : undefined;
    for (const [name, value] of Object.entries(options.headers ?? {}))
      response.setHeader(name, value);
    response.setHeader('Cache-Control', 'no-store');
    // One connection per request: a kept-alive socket that the server times out while the
    // client's process is busy (a test checking for seconds) would reset the next request.
    response.setHeader('Connection', 'close');
    if (!file) {
      requests.push({ path, status: 404, bytes: 0, encoding: 'identity' });
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const body = file.gzip && acceptsGzip ? file.gzip : file.source;
    const encoding = body === file.gzip ? 'gzip' : 'identity';
    const bytes = typeof body === 'string' ? statSync(body).size : body.byteLength;
    requests.push({ path, status: 200, bytes, encoding });
    response.writeHead(200, {
      'Content-Type': file.type,
      'Content-Length': String(bytes),
      ...(encoding === 'gzip' ? { 'Content-Encoding': 'gzip' } : {}),
      ...(file.gzip ? { Vary: 'Accept-Encoding' } : {}),
    });
    if (typeof body === 'string') createReadStream(body).pipe(response);
    else response.end(body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
