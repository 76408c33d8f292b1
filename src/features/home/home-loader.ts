import { listCombos } from '@/api/catalog';
import { listSlides } from '@/api/content';
import { prerenderedAnswer } from '@/lib/prerendered';

/** The build-time loader of the home page: its first screen, the hero's slides and the combos. */
export async function homeLoader() {
  const [slides, combos] = await Promise.all([
    prerenderedAnswer(() => listSlides(), 'the hero slides'),
    prerenderedAnswer(() => listCombos(), 'the combos'),
  ]);
  return { slides, combos };
}

export type HomeAnswers = Awaited<ReturnType<typeof homeLoader>>;
