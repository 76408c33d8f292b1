import { lazy, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { NEAR_VIEWPORT, useSeenOnce } from '@/lib/use-seen-once';
import {
  NewsletterFields,
  newsletterClassName,
  type NewsletterFormProps,
} from './newsletter-layout';

// The form sits in the footer of every page: its code (react-hook-form with it) loads as it
// comes near the viewport, instead of with the page.
const NewsletterSubscribe = lazy(async () => ({
  default: (await import('./newsletter-subscribe')).NewsletterSubscribe,
}));

/** Newsletter sign-up; a disabled stand-in of the same size shows until its code has loaded. */
export function NewsletterForm(props: NewsletterFormProps) {
  const [standInRef, near] = useSeenOnce<HTMLDivElement>(NEAR_VIEWPORT);
  // Not a form yet: nothing in it can be used until the form replaces it.
  const standIn = (
    <div ref={standInRef} className={newsletterClassName(props.compact)} aria-busy>
      <NewsletterFields input={{}} waiting tone="idle" text="" />
    </div>
  );
  if (!near) return standIn;
  // Offline, with its code never fetched, the stand-in stays.
  return (
    <ErrorBoundary fallback={standIn}>
      <Suspense fallback={standIn}>
        <NewsletterSubscribe {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
