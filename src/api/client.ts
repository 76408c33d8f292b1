import axios, {
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import type { z } from '@/lib/zod';
import type { MessageDescriptor } from '@lingui/core';
import { env } from '@/config/env';
import { translate } from '@/i18n/catalogs';
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
  /** Which call failed: its method and path, without the query (for reports); set by `call`. */
  declare call?: string;

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

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The spec's fallback text for this call: the message of its ApiError when the server gives none. */
    fallback?: string;
    /** Carries the session's token, and a 401 answered to that token ends the session. */
    authenticated?: boolean;
    /** The token the request interceptor put on this request (null: none). */
    sentToken?: string | null;
  }
}

type AuthOptions = { getToken: () => string | null; onUnauthorized: () => void };

const signedOut: AuthOptions = { getToken: () => null, onUnauthorized: () => {} };
let auth = signedOut;

/**
 * The session provider tells the client where the token lives and how a session ends.
 * Returns the undo, for the provider's cleanup.
 */
export function configureAuth(options: AuthOptions) {
  auth = options;
  return () => {
    if (auth === options) auth = signedOut;
  };
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

/**
 * The bearer token goes only on calls the contract authenticates: a catalog call needs no
 * preflight. Those calls' answers are one shopper's: never kept in, nor taken from, the
 * browser's HTTP cache, which the next person on a shared device would read.
 */
function addToken(config: InternalAxiosRequestConfig) {
  // Read when the request leaves, so it is the token of the session at that moment.
  const token = config.authenticated ? auth.getToken() : null;
  config.sentToken = token;
  if (token) {
    config.headers.set('Authorization', `Bearer ${token}`);
    config.fetchOptions = { cache: 'no-store' };
  }
  return config;
}

function serverMessageOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return null;
}

/** A 2xx answer still fails when it is not the contract's envelope or says `status: false`. */
function checkEnvelope(response: AxiosResponse) {
  const fallback = response.config.fallback ?? '';
  const envelope = envelopeSchema.safeParse(response.data);
  if (!envelope.success) {
    throw new ApiError(fallback, {
      kind: 'malformed',
      status: response.status,
      cause: envelope.error,
    });
  }
  const serverMessage = serverMessageOf(envelope.data);
  if (!envelope.data.status) {
    throw new ApiError(serverMessage ?? fallback, {
      kind: 'rejected',
      status: response.status,
      serverMessage,
    });
  }
  response.data = envelope.data;
  return response;
}

/** Turns whatever went wrong into the one ApiError; a 401 to the current token ends the session. */
function toApiError(error: unknown): never {
  if (error instanceof ApiError) throw error;
  const config = axios.isAxiosError(error) ? error.config : undefined;
  const callerSignal = config?.signal as AbortSignal | undefined;
  if (callerSignal?.aborted) throw callerSignal.reason ?? error;
  const fallback = config?.fallback ?? '';
  const response = axios.isAxiosError(error) ? error.response : undefined;
  if (!response) throw new ApiError(fallback, { kind: 'unreachable', cause: error });

  const { status, data: body } = response;
  // A stale request (sent before the shopper logged in again) must not end the new session.
  if (status === 401 && config?.authenticated && config.sentToken === auth.getToken()) {
    auth.onUnauthorized();
  }
  const serverMessage = serverMessageOf(body);
  const saidNo = status < 500 && envelopeSchema.safeParse(body).success;
  throw new ApiError(serverMessage ?? fallback, {
    kind: saidNo ? 'rejected' : 'unreachable',
    status,
    serverMessage,
    cause: error,
  });
}

function createInstance() {
  const instance = axios.create({
    // Empty: the API is on the shop's own origin (the in-browser mock).
    baseURL: env.apiBaseUrl || window.location.origin,
    timeout: TIMEOUT_MS,
    withCredentials: false,
    // fetch, so no cookie goes even to the shop's own origin (credentials: 'omit').
    adapter: 'fetch',
    // The API authenticates by bearer token, never by cookie: no XSRF header to send, so axios
    // need not read document.cookie (a synchronous trip to the browser process) on every call.
    withXSRFToken: false,
    headers: {
      Accept: 'application/json',
      // axios's fetch adapter adds `User-Agent: axios/…`; where a browser lets it through,
      // that header alone would cost a cross-origin API a preflight on every call.
      'User-Agent': false,
    },
  });
  instance.interceptors.request.use(addToken);
  instance.interceptors.response.use(checkEnvelope, toApiError);
  return instance;
}

let instance: AxiosInstance | undefined;

/** The one axios instance, made with the first call. */
function http() {
  instance ??= createInstance();
  return instance;
}

type CallOptions<T> = {
  /** Schema for `data`; omit for calls whose success carries no data. */
  data?: z.ZodMiniType<T>;
  /** The spec's fallback text for this call, read in the page's language as the call starts. */
  fallback: MessageDescriptor;
  /** An authenticated call of the contract: it carries the token, and a 401 ends the session. */
  authenticated?: boolean;
};

/**
 * Sends a request, checks the envelope and the shape of `data`, and returns `data`
 * (plus the server's message). Never throws anything but ApiError, or the caller's abort.
 */
export async function call<T = undefined>(
  request: ApiRequest,
  options: CallOptions<T>,
): Promise<{ data: T; message: string | null }> {
  const method = request.method ?? 'GET';
  const fallback = translate(options.fallback);
  try {
    const response = await http().request<z.infer<typeof envelopeSchema>>({
      url: request.url,
      method,
      params: request.params,
      data: request.data,
      signal: request.signal,
      fallback,
      authenticated: options.authenticated ?? false,
    });
    const envelope = response.data;
    const message = serverMessageOf(envelope);
    if (!options.data) return { data: undefined as T, message };

    const parsed = options.data.safeParse(envelope.data);
    if (!parsed.success) {
      throw new ApiError(fallback, { kind: 'malformed', cause: parsed.error });
    }
    return { data: parsed.data, message };
  } catch (error) {
    if (error instanceof ApiError) error.call = `${method} ${request.url}`;
    throw error;
  }
}
