import { onStoredChange, readStored, removeStored, writeStored } from './storage';
import { z } from './zod';

/** A lock whose tab died while holding it is free again after this. */
const EXPIRES_AFTER_MS = 15_000;
/** Long enough for a write another tab made at the same moment to land before ours is read back. */
const SETTLE_MS = 50;
/** How often a waiting tab looks again, besides when the storage event says the lock changed. */
const POLL_MS = 200;

const lockSchema = z.lazy(() => z.object({ owner: z.string(), until: z.number() }));

/** Waits `ms`, or less when another tab changes `key`. */
function wait(ms: number, key?: string) {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      stopWatching();
      resolve();
    };
    const timer = setTimeout(done, ms);
    const stopWatching = key ? onStoredChange(key, done) : () => {};
  });
}

/**
 * Runs `work` while holding a lock kept in localStorage, so that one tab at a time runs it: the
 * fallback for browsers without Web Locks. localStorage has no compare-and-set, so a tab writes
 * its claim, lets a concurrent claim land, and reads it back; a claim expires, so a tab closed
 * mid-work cannot hold the others forever. Without storage, `work` just runs.
 */
export async function withStorageLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const key = `lock:${name}`;
  const owner = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  const holder = () => readStored(key, lockSchema, null);
  for (;;) {
    const held = holder();
    if (!held || held.until < Date.now()) {
      writeStored(key, { owner, until: Date.now() + EXPIRES_AFTER_MS });
      // Storage that cannot keep the claim cannot keep a lock either.
      if (holder()?.owner !== owner) return work();
      await wait(SETTLE_MS);
      if (holder()?.owner === owner) break;
    }
    await wait(POLL_MS, key);
  }
  try {
    return await work();
  } finally {
    if (holder()?.owner === owner) removeStored(key);
  }
}
