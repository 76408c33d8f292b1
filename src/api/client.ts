import type { z } from '@/lib/zod';
import { env } from '@/config/env';
import { envelopeSchema } from './schemas';

/**
 * How a call failed: the server said no in a well-formed answer (`rejected`), the
 * connection or server failed (`unreachable`), or the answer had the wrong shape (`malformed`).
 */
export type ApiErrorKind = 'rejected' | 'unreachable' | 'malformed';

type ApiErrorOptions = {
  kind: ApiErrorKind;
  status?: number | null;
  serverMessage?: string | null;
  cause?: unknown;
};

/** Every failed call (HTTP error, `status: false`, network, timeout, wrong shape) becomes this. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** The HTTP status, when there was a response. */
  readonly status: number | null;
  /** The server's own message, when it sent one. */
  readonly serverMessage: string | null;

  constructor(message: string, options: ApiErrorOptions) {
    super(message, { cause: options.cause });
    this.name = 'ApiError';
    this.kind = options.kind;
    this.status = options.status ?? null;
    this.serverMessage = options.serverMessage ?? null;
  }

  get isUnauthorized() {
    return this.status === 401;
  }

  get isNotFound() {
    return this.status === 404;
  }
}

let readToken: () => string | null = () => null;
let onUnauthorized: () => void = () => {};

/** The session provider tells the client where the token lives and what a 401 means. */
export function configureAuth(options: {
  getToken: () => string | null;
  onUnauthorized: () => void;
}) {
  readToken = options.getToken;
  onUnauthorized = options.onUnauthorized;
}

/** One call of the contract: a path on the API, its query parameters and its JSON body. */
export type ApiRequest = {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  params?: Record<string, string | number | boolean | null | undefined>;
  data?: unknown;
  /** Aborting it (a newer search replaced this one) rejects with the abort, not an ApiError. */
  signal?: AbortSignal;
};

const TIMEOUT_MS = 15_000;

function urlOf({ url, params = {} }: ApiRequest) {
  const target = new URL(url, env.apiBaseUrl || window.location.origin);
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) target.searchParams.set(name, String(value));
  }
  return target;
}

/** The body as JSON when it is JSON; otherwise the text, which no schema will accept. */
function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * A page's sections start their calls together, in one commit. Sending each request from its
 * own task keeps that from becoming one long task.
 */
function nextTask() {
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}

/**
 * Aborts when the caller does or when the call takes too long. Built by hand rather than with
 * AbortSignal.any, which iOS Safari lacks before 17.4.
 */
function abortOnCallerOrTimeout(caller: AbortSignal | undefined) {
  const controller = new AbortController();
  const abort = () => controller.abort(caller?.reason);
  if (caller?.aborted) abort();
  caller?.addEventListener('abort', abort, { once: true });
  const timer = setTimeout(
    () => controller.abort(new DOMException('The API did not answer in time', 'TimeoutError')),
    TIMEOUT_MS,
  );
  const release = () => {
    clearTimeout(timer);
    caller?.removeEventListener('abort', abort);
  };
  return { signal: controller.signal, release };
}

/** Sends the request with the platform's fetch: no cookies, the session's token when there is one. */
async function send(request: ApiRequest) {
  const headers = new Headers({ Accept: 'application/json' });
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const hasBody = request.data !== undefined;
  if (hasBody) headers.set('Content-Type', 'application/json');
  await nextTask();
  const { signal, release } = abortOnCallerOrTimeout(request.signal);
  try {
    const response = await fetch(urlOf(request), {
      method: request.method ?? 'GET',
      headers,
      body: hasBody ? JSON.stringify(request.data) : undefined,
      credentials: 'omit',
      signal,
    });
    // The timeout covers the body too: an answer that stalls halfway is a failed call.
    return { status: response.status, ok: response.ok, body: parseBody(await response.text()) };
  } finally {
    release();
  }
}

type CallOptions<T> = {
  /** Schema for `data`; omit for calls whose success carries no data. */
  data?: z.ZodMiniType<T>;
  /** The spec's fallback text for this call. */
  fallback: string;
  /** Whether a 401 here ends the session (authenticated calls only). */
  authenticated?: boolean;
};

function serverMessageOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return null;
}

/**
 * Sends a request, checks the envelope and the shape of `data`, and returns `data`
 * (plus the server's message). Never throws anything but ApiError.
 */
export async function call<T = undefined>(
  request: ApiRequest,
  options: CallOptions<T>,
): Promise<{ data: T; message: string | null }> {
  let answer: Awaited<ReturnType<typeof send>>;
  try {
    answer = await send(request);
  } catch (error) {
    if (request.signal?.aborted) throw error;
    throw new ApiError(options.fallback, { kind: 'unreachable', cause: error });
  }
  const { status, ok } = answer;
  const body: unknown = answer.body;
  if (!ok) {
    const serverMessage = serverMessageOf(body);
    if (status === 401 && options.authenticated) onUnauthorized();
    const saidNo = status < 500 && envelopeSchema.safeParse(body).success;
    throw new ApiError(serverMessage ?? options.fallback, {
      kind: saidNo ? 'rejected' : 'unreachable',
      status,
      serverMessage,
    });
  }

  const envelope = envelopeSchema.safeParse(body);
  if (!envelope.success) {
    throw new ApiError(options.fallback, { kind: 'malformed', cause: envelope.error });
  }
  const serverMessage = envelope.data.message?.trim() ? envelope.data.message : null;
  if (!envelope.data.status) {
    throw new ApiError(serverMessage ?? options.fallback, { kind: 'rejected', serverMessage });
  }
  if (!options.data) return { data: undefined as T, message: serverMessage };

  const parsed = options.data.safeParse(envelope.data.data);
  if (!parsed.success) {
    throw new ApiError(options.fallback, { kind: 'malformed', cause: parsed.error });
  }
  return { data: parsed.data, message: serverMessage };
}
