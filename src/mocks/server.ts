/**
 * The mock API as a standalone HTTP server on 127.0.0.1, for running the production
 * build against a real HTTP API: `npm run mock:server` (port MOCK_PORT, default 8787).
 * MOCK_PRODUCT_COUNT repeats the catalog to measure a large shop (e.g. 10000);
 * MOCK_LATENCY_MS delays every answer, to feel a slow connection;
 * MOCK_GZIP=1 compresses answers as a production API would (the benchmark sets it).
 */
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { getResponse } from 'msw';
import { db } from './db';
import { handlers } from './handlers';

const port = Number(process.env.MOCK_PORT ?? 8787);
const productCount = Number(process.env.MOCK_PRODUCT_COUNT ?? 0);
const latencyMs = Math.max(0, Number(process.env.MOCK_LATENCY_MS ?? 0) || 0);
const gzip = process.env.MOCK_GZIP === '1';
if (productCount > 0) db.reset(productCount);

const simulatorUrl = new URL('./public/mock-razorpay/checkout.js', import.meta.url);

const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
  'Access-Control-Max-Age': '600',
};

async function readBody(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function toFetchRequest(request: IncomingMessage) {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? await readBody(request) : undefined,
  });
}

function withoutContentLength(headers: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'content-length'),
  );
}

async function send(
  response: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: string | Buffer,
) {
  const acceptsGzip = /\bgzip\b/.test(String(response.req.headers['accept-encoding'] ?? ''));
  if (gzip && acceptsGzip && Buffer.byteLength(body) > 1024) {
    const compressed = gzipSync(body);
    response.writeHead(status, {
      ...corsHeaders,
      ...withoutContentLength(headers),
      'Content-Encoding': 'gzip',
      'Content-Length': String(compressed.length),
      Vary: 'Accept-Encoding',
    });
    response.end(compressed);
    return;
  }
  response.writeHead(status, { ...corsHeaders, ...headers });
  response.end(body);
}

const server = createServer(async (incoming, outgoing) => {
  try {
    if (incoming.method === 'OPTIONS') return await send(outgoing, 204, {}, '');
    const path = new URL(incoming.url ?? '/', 'http://localhost').pathname;
    if (incoming.method === 'GET' && path === '/mock-razorpay/checkout.js') {
      const script = await readFile(simulatorUrl);
      return await send(
        outgoing,
        200,
        { 'Content-Type': 'text/javascript; charset=utf-8' },
        script,
      );
    }
    if (latencyMs) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    const response = await getResponse(handlers, await toFetchRequest(incoming));
    if (!response) {
      return await send(
        outgoing,
        404,
        { 'Content-Type': 'application/json' },
        JSON.stringify({ status: false, message: 'Not found' }),
      );
    }
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name] = value;
    });
    return await send(
      outgoing,
      response.status,
      headers,
      Buffer.from(await response.arrayBuffer()),
    );
  } catch (error) {
    console.error(error);
    return send(
      outgoing,
      500,
      { 'Content-Type': 'application/json' },
      JSON.stringify({ status: false, message: 'Server error' }),
    );
  }
});

server.listen(port, '127.0.0.1', () => {
  console.log(
    `Mock API listening on http://127.0.0.1:${port} (${db.data.products.length} products)`,
  );
});

const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
