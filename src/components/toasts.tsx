import { lazy, Suspense, type ComponentProps } from 'react';
import { loadToastify } from '@/lib/toast';

const ToastContainer = lazy(() =>
  loadToastify().then((module) => ({ default: module.ToastContainer })),
);

/** Where toasts appear; its code arrives after the page's own. */
export function Toasts(props: ComponentProps<typeof ToastContainer>) {
  return (
    <Suspense fallback={null}>
      <ToastContainer {...props} />
    </Suspense>
  );
}
