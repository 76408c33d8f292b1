/**
 * The mock API as a standalone HTTP server on 127.0.0.1, for running the production
 * build against a real HTTP API: `npm run mock:server` (port MOCK_PORT, default 8787).
 * The MSW handlers are served by @mswjs/http-middleware on express.
 * MOCK_PRODUCT_COUNT repeats the catalog to measure a large shop (e.g. 10000);
 * MOCK_LATENCY_MS delays every answer, to feel a slow connection;
 * MOCK_GZIP=1 compresses answers as a production API would (the benchmark sets it).
 */
import { fileURLToPath } from 'node:url';
import { createMiddleware } from '@mswjs/http-middleware';
import compression from 'compression';
import cors from 'cors';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { db } from './db';
import { handlers } from './handlers';

const port = Number(process.env.MOCK_PORT ?? 8787);
const productCount = Number(process.env.MOCK_PRODUCT_COUNT ?? 0);
const latencyMs = Math.max(0, Number(process.env.MOCK_LATENCY_MS ?? 0) || 0);
const gzip = process.env.MOCK_GZIP === '1';
if (productCount > 0) db.reset(productCount);

/** The Razorpay simulator's script; what it posts to (/mock-razorpay/pay) is an MSW handler. */
const simulatorScript = fileURLToPath(
  new URL('./public/mock-razorpay/checkout.js', import.meta.url),
);

/**
 * compression picks brotli when the browser offers it; the mock stays with gzip, so the
 * benchmark's figures compare with earlier runs.
 */
const gzipOnly: RequestHandler = (request, _response, next) => {
  const accepts = request.headers['accept-encoding'] ?? '';
  request.headers['accept-encoding'] = /\bgzip\b/.test(accepts) ? 'gzip' : 'identity';
  next();
};

const delay: RequestHandler = (_request, _response, next) => {
  setTimeout(next, latencyMs);
};

const notFound: RequestHandler = (_request, response) => {
  response.status(404).json({ status: false, message: 'Not found' });
};

const serverError: ErrorRequestHandler = (error, _request, response, _next) => {
  console.error(error);
  if (response.headersSent) return response.end();
  response.status(500).json({ status: false, message: 'Server error' });
};

const app = express();
app.disable('x-powered-by');
// Any origin, and the preflight of calls that send Authorization.
app.use(cors({ maxAge: 600 }));
if (gzip) app.use(gzipOnly, compression());
app.get('/mock-razorpay/checkout.js', (_request, response) => {
  response.type('text/javascript').sendFile(simulatorScript);
});
if (latencyMs) app.use(delay);
app.use(createMiddleware(...handlers));
app.use(notFound);
app.use(serverError);

const server = app.listen(port, '127.0.0.1', () => {
  console.log(
    `Mock API listening on http://127.0.0.1:${port} (${db.data.products.length} products)`,
  );
});

const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
