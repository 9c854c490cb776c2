/**
 * Where toasts show (top centre), rendered once the toast library has loaded after the first
 * render (web/src/lib/toast.ts): nothing is shown before the first paint anyway, and a toast asked
 * for earlier waits for it.
 */
import { lazy, Suspense } from 'react';
import { loadToasts } from '../lib/toast';

const Toaster = lazy(() => loadToasts().then((module) => ({ default: module.Toaster })));

export function Toasts() {
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" toastOptions={{ className: 'toast' }} />
    </Suspense>
  );
}
