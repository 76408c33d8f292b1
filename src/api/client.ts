import type { AxiosError, AxiosInstance, AxiosRequestConfig, AxiosStatic } from 'axios';
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

type Http = { axios: AxiosStatic; instance: AxiosInstance };
let http: Promise<Http> | undefined;

/**
 * The axios instance. axios is its own chunk, fetched beside the first render (main.tsx asks
 * for it) rather than inside the app's first script, so the header and footer paint without it.
 */
export function httpClient(): Promise<Http> {
  http ??= import('axios').then(({ default: axios }) => {
    const instance = axios.create({
      baseURL: env.apiBaseUrl || undefined,
      timeout: 15_000,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      withCredentials: false,
    });
    instance.interceptors.request.use((config) => {
      const token = readToken();
      if (token) config.headers.set('Authorization', `Bearer ${token}`);
      return config;
    });
    return { axios, instance };
  });
  // A failed load (offline, a deploy removed the chunk) is tried again by the next call.
  http.catch(() => {
    http = undefined;
  });
  return http;
}

/**
 * A page's sections start their calls together, in one commit. Sending each request from its
 * own task keeps that from becoming one long task (axios spends a few milliseconds on each).
 */
function nextTask() {
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
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
  config: AxiosRequestConfig,
  options: CallOptions<T>,
): Promise<{ data: T; message: string | null }> {
  let client: Http;
  try {
    client = await httpClient();
  } catch (error) {
    throw new ApiError(options.fallback, { kind: 'unreachable', cause: error });
  }
  const { axios, instance } = client;
  let body: unknown;
  try {
    await nextTask();
    const response = await instance.request({ ...config, responseType: 'json' });
    body = response.data;
  } catch (error) {
    // A cancelled request (a newer search replaced it) is not a failure to show.
    if (axios.isCancel(error)) throw error;
    const axiosError = error as AxiosError;
    const status = axiosError.response?.status ?? null;
    const errorBody = axiosError.response?.data;
    const serverMessage = serverMessageOf(errorBody);
    if (status === 401 && options.authenticated) onUnauthorized();
    const saidNo = status !== null && status < 500 && envelopeSchema.safeParse(errorBody).success;
    throw new ApiError(serverMessage ?? options.fallback, {
      kind: saidNo ? 'rejected' : 'unreachable',
      status,
      serverMessage,
      cause: error,
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
