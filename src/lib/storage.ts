import { z } from '@/lib/zod';

/**
 * Browser storage is untrusted input: anything can be written there by the user or
 * another script. Reads go through a schema and fall back when the value is missing,
 * not JSON or of the wrong shape.
 */
export function readStored<T>(
  key: string,
  schema: z.ZodMiniType<T>,
  fallback: T,
  area: Storage | undefined = safeLocalStorage(),
): T {
  try {
    // getItem itself throws in some browsers (storage blocked, or its file corrupted).
    const raw = area?.getItem(key);
    if (raw == null) return fallback;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

/**
 * The schema of a stored list. Anything but an array reads as empty, and the array is cut to
 * `max` entries before `keep` looks at any of them: a list grown huge in storage (edited, or
 * written by another script) costs no more to read than a full one.
 */
export function storedList<T>(max: number, keep: (entries: unknown[]) => T[]) {
  // Built when first read, not as the app's modules load (see src/api/schemas.ts).
  return z.lazy(() =>
    z.pipe(
      z.unknown(),
      z.transform((value: unknown) => keep(Array.isArray(value) ? value.slice(0, max) : [])),
    ),
  );
}

export function writeStored(
  key: string,
  value: unknown,
  area: Storage | undefined = safeLocalStorage(),
) {
  try {
    area?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or disabled storage must not break the shop; the state still lives in memory.
  }
}

export function removeStored(key: string, area: Storage | undefined = safeLocalStorage()) {
  try {
    area?.removeItem(key);
  } catch {
    // see writeStored
  }
}

export function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function safeSessionStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Calls `onChange` when another tab changes `key` (the `storage` event never fires in the writing tab). */
export function onStoredChange(key: string, onChange: () => void) {
  const listener = (event: StorageEvent) => {
    if (event.key === key || event.key === null) onChange();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
