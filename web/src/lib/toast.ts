/**
 * The app's toasts: react-hot-toast's API, with the library loaded after the first render instead
 * of in the first download (about 4 KB gzipped with its styling engine). A toast asked for before
 * the library is there waits for it, in order; each gets its id at once (ours, unless the caller
 * names one), so a caller can dismiss or replace it as with the library itself. `<Toasts>` renders
 * them (web/src/app/Toasts.tsx).
 */
import type { Renderable, Toast, ToastOptions, ValueOrFunction } from 'react-hot-toast';

type Library = typeof import('react-hot-toast');
type Message = ValueOrFunction<Renderable, Toast>;

let library: Library['default'] | null = null;
let loading: Promise<Library> | null = null;
const waiting: ((toast: Library['default']) => void)[] = [];

/**
 * Loads the library once (the toaster and every call share the chunk) and runs what waited for it.
 * A load that failed (offline before the chunk came) is tried again by the next call; what waits
 * keeps waiting until then.
 */
export function loadToasts(): Promise<Library> {
  loading ??= import('react-hot-toast').then(
    (module) => {
      library = module.default;
      for (const run of waiting.splice(0)) run(module.default);
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

function withLibrary(run: (toast: Library['default']) => void): void {
  if (library) run(library);
  else {
    waiting.push(run);
    loadToasts().catch(() => undefined);
  }
}

let counter = 0;

type Kind = 'blank' | 'success' | 'error' | 'loading';

function show(kind: Kind, message: Message, options?: ToastOptions): string {
  const id = options?.id ?? `toast-${++counter}`;
  const withId = { ...options, id };
  withLibrary((toast) => {
    if (kind === 'blank') toast(message, withId);
    else toast[kind](message, withId);
  });
  return id;
}

/** Shows a toast; answers its id. */
export const toast = Object.assign(
  (message: Message, options?: ToastOptions) => show('blank', message, options),
  {
    success: (message: Message, options?: ToastOptions) => show('success', message, options),
    error: (message: Message, options?: ToastOptions) => show('error', message, options),
    loading: (message: Message, options?: ToastOptions) => show('loading', message, options),
    /** Dismisses one toast, or every toast without an id. */
    dismiss: (id?: string) => withLibrary((toast) => toast.dismiss(id)),
  },
);
