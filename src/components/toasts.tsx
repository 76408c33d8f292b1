import { lazy, Suspense, useSyncExternalStore, type ComponentProps } from 'react';
import { loadToastify, toastsRaised } from '@/lib/toast';

const ToastContainer = lazy(() =>
  loadToastify().then((module) => ({ default: module.ToastContainer })),
);

/** Where toasts appear; its code arrives with the first toast. */
export function Toasts(props: ComponentProps<typeof ToastContainer>) {
  const needed = useSyncExternalStore(
    toastsRaised.subscribe,
    toastsRaised.current,
    toastsRaised.current,
  );
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer {...props} />
    </Suspense>
  );
}
