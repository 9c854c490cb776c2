/**
 * The one door to the page's outbox (./outbox-page.ts): loaded once, on first use, so that it is
 * not in the first download. Apart from ./state.ts, which the outbox itself imports, so that no
 * module imports back the outbox it loads.
 */
type Outbox = typeof import('./outbox-page')['outbox'];

let loaded: Promise<Outbox> | null = null;

export const loadOutbox = (): Promise<Outbox> => {
  loaded ??= import('./outbox-page').then((module) => module.outbox);
  return loaded;
};

/** The outbox when something already loaded it, else null. */
export const loadedOutbox = (): Promise<Outbox> | null => loaded;
