import { lazy, Suspense } from 'react';
import { useFirstScreenShown } from '@/lib/first-screen';
import {
  NewsletterFields,
  newsletterClassName,
  type NewsletterFormProps,
} from './newsletter-layout';

// The form sits in the footer of every page: its code (react-hook-form with it) loads once the
// first screen has been drawn, instead of with the page.
const NewsletterSubscribe = lazy(async () => ({
  default: (await import('./newsletter-subscribe')).NewsletterSubscribe,
}));

/** Newsletter sign-up; a disabled stand-in of the same size shows until its code has loaded. */
export function NewsletterForm(props: NewsletterFormProps) {
  const firstScreenShown = useFirstScreenShown();
  // Not a form yet: nothing in it can be used until the form replaces it.
  const standIn = (
    <div className={newsletterClassName(props.compact)} aria-busy>
      <NewsletterFields input={{}} waiting tone="idle" text="" />
    </div>
  );
  if (!firstScreenShown) return standIn;
  return (
    <Suspense fallback={standIn}>
      <NewsletterSubscribe {...props} />
    </Suspense>
  );
}
