import type { Rolldown } from 'vite';

/** The client entry and the root route: what every page of the shop loads before its own code. */
const FRAME_ROOTS = /[\\/]src[\\/]app[\\/](?:entry\.client|root)\.tsx(?:\?|$)/;

/** Whether `id` is imported statically, at any depth, by the client entry or the root route. */
function inFrame(id: string, context: Rolldown.ChunkingContext) {
  // The two keep chunks of their own: the entry runs its code (hydration) only when React
  // Router's script imports it, after the page's route modules.
  if (FRAME_ROOTS.test(id)) return false;
  const seen = new Set<string>();
  const pending = [id];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (FRAME_ROOTS.test(next)) return true;
    if (seen.has(next)) continue;
    seen.add(next);
    pending.push(...(context.getModuleInfo(next)?.importers ?? []));
  }
  return false;
}

/**
 * The shop's frame (React, React Router, the API module, the providers, the header, navigation
 * and footer) as one chunk. Left to the bundler it comes in some thirty files, one for each set
 * of pages that shares a module, which every page loads all the same, each compressed apart from
 * the others (docs/decisions/013-the-frame-in-one-chunk.md has the figures). What a page or a
 * later part imports by itself, and every dynamic import, keeps its own chunk.
 */
export const frameChunk: Rolldown.CodeSplittingGroup = {
  debugName: 'frame',
  name: (id, context) => (inFrame(id, context) ? 'frame' : null),
};
