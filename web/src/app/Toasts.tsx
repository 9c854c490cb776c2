/**
 * Where toasts show (top centre), rendered once the toast library has loaded after the first
 * render (web/src/lib/toast.ts): nothing is shown before the first paint anyway, and a toast asked
 * for earlier waits for it. A load that failed (the page went offline first) is tried again when the
 * network is back.
 */
import { useEffect, useState } from 'react';
import { loadToasts } from '../lib/toast';

type Toaster = Awaited<ReturnType<typeof loadToasts>>['Toaster'];

export function Toasts() {
  const [toaster, setToaster] = useState<{ Toaster: Toaster } | null>(null);
  useEffect(() => {
    let mounted = true;
    const load = () =>
      loadToasts().then(
        (module) => {
          if (mounted) setToaster({ Toaster: module.Toaster });
        },
        () => undefined,
      );
    void load();
    window.addEventListener('online', load);
    return () => {
      mounted = false;
      window.removeEventListener('online', load);
    };
  }, []);
  if (!toaster) return null;
  return <toaster.Toaster position="top-center" toastOptions={{ className: 'toast' }} />;
}
