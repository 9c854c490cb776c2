/**
 * The one door to the page's outbox (./outbox-page.ts): loaded once, on first use, so that it is
 * not in the first download. Apart from ./state.ts, which the outbox itself imports, so that no
 * module imports back the outbox it loads.
 */
type Outbox = typeof import('./outbox-page')['outbox'];

let loaded: Promise<Outbox> | null = null;
let current: Outbox | null = null;

export const loadOutbox = (): Promise<Outbox> => {
  loaded ??= import('./outbox-page').then((module) => {
    current = module.outbox;
    return current;
  });
  return loaded;
};

/**
 * The outbox when it is loaded and sending, else null, without waiting: a page going away cannot
 * wait for it to load (api/mutation.ts).
 */
export const runningOutbox = (): Outbox | null => (current?.running() ? current : null);

/** The outbox when something already loaded it, else null. */
export const loadedOutbox = (): Promise<Outbox> | null => loaded;
