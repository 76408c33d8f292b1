import type { LoaderFunctionArgs } from 'react-router-dom';

/** A catalogue page's answer as the build fetched it, and when: the page's query starts from it. */
export type Prerendered<T> = { data: T; fetchedAt: number };

/**
 * The backend's answer for a page the build prerenders, or null when the call failed: the page is
 * then prerendered in its loading state and asks again in the browser, as a page the build never
 * saw does.
 */
export async function prerenderedAnswer<T>(
  fetchAnswer: () => Promise<T>,
  what: string,
): Promise<Prerendered<T> | null> {
  try {
    return { data: await fetchAnswer(), fetchedAt: Date.now() };
  } catch (error) {
    console.warn(`Prerendered without its data (${what}): ${(error as Error).message}`);
    return null;
  }
}

/** The build-time loader of a catalogue page: the backend's answer for the page's slug. */
export function prerenderLoader<T>(fetchAnswer: (slug: string) => Promise<T>) {
  return ({ params }: LoaderFunctionArgs) =>
    prerenderedAnswer(() => fetchAnswer(params.slug ?? ''), params.slug ?? '');
}

/**
 * In the browser a catalogue page asks the backend itself, with its query (which starts from the
 * prerendered answer): no `.data` file is fetched, so a page the build never saw works too.
 */
export const clientLoader = () => null;

/**
 * A page query's options for its prerendered answer: the query starts from it, dated when the
 * build fetched it, and asks the backend again as the page mounts, however recent the build.
 */
export function startingFrom<T>(prerendered: Prerendered<T> | null | undefined) {
  if (!prerendered) return {};
  return {
    initialData: prerendered.data,
    initialDataUpdatedAt: prerendered.fetchedAt,
    refetchOnMount: 'always',
  } as const;
}

/**
 * Whether a query's answer is today's (not the build's): what goes into the cart and the order
 * is taken from today's answer only.
 */
export const isTodaysAnswer = (
  query: { dataUpdatedAt: number },
  prerendered: Prerendered<unknown> | null | undefined,
) => !prerendered || query.dataUpdatedAt > prerendered.fetchedAt;
