/**
 * The one way the web client changes data. `change` sends a request with its toasts (texts from
 * shared/messages/; the loading toast, when given, turns into the success or the error toast) and
 * answers whether it succeeded. Task and group changes (tasks/api/) are applied
 * to the cache first and undone on failure, as SPEC.md section 4 asks: they pass `apply` and `undo`,
 * and their request as data (`queued`), which goes through the outbox (api/outbox/): one that cannot
 * reach the server stays applied and waits there (the outcome is `queued`) instead of being undone.
 * Every other change goes through `useMutation`: sent, the cache updated from the answer, then the
 * keys it touched re-read, with a pending flag for its buttons. Those need a connection: offline
 * they say 'This needs a connection', and their forms keep what was typed.
 */

import type { BodyOf, ResponseOf } from '@shared/contract';
import { offlineTexts } from '@shared/messages/screens';
import type { RouteName } from '@shared/routes';
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { showUndoToast } from '../components/undoToast';
import { toast } from '../lib/toast';
import { undoWindowMs } from '../lib/undo-window';
import { ApiError, api } from './client';
import { loadOutbox, runningOutbox } from './outbox/load';
import type { OutboxEntry, OutboxRequest } from './outbox/state';

export interface ChangeToasts {
  /** Shown while the request runs; the success or error toast replaces it. */
  loading?: string;
  success?: string;
  /**
   * The success toast offers Undo, which `z` presses too (components/undoToast.tsx), and is shown
   * also when the change waits in the outbox: what a mis-click did can be taken back offline too.
   */
  undo?: () => void;
  /** A text, or the text of the failure (e.g. the server's message, `errorText`). */
  error: string | ((error: unknown) => string);
}

export type Outcome<T> =
  | { ok: true; result: T; queued?: false }
  /** Kept in the outbox until the network is back: still applied, and no toast. */
  | { ok: true; queued: true }
  | { ok: false; error: unknown };

/** A change's request as data; `T` is its answer's type. */
export interface QueuedRequest<T> extends OutboxRequest {
  /** Never set: carries the answer's type to `change`. */
  readonly answer?: T;
}

/** Describes a change the outbox may keep and send again (see api/outbox/state.ts for the fields). */
export const queued = <N extends RouteName>(
  route: N,
  request: Omit<OutboxRequest, 'route' | 'body'> & { body?: BodyOf<N> },
): QueuedRequest<ResponseOf<N>> => ({ route, ...request });

/** The request: a call, or (a change the outbox keeps) its description as data. */
export type Sender<T> =
  | { send: () => Promise<T>; request?: undefined }
  | {
      request: QueuedRequest<T>;
      send?: undefined;
      /** The request outlives the page (a held delete or notes sent as the page goes away). */
      keepalive?: boolean;
      /** A change the outbox stored while it was held back (a delete's undo window): its id and key. */
      heldAs?: Pick<OutboxEntry, 'id' | 'key'>;
    };

export type Change<T> = Sender<T> & ChangeEffects<T>;

export interface ChangeEffects<T> {
  toasts: ChangeToasts;
  /** Applied to the cache before the request is sent (an optimistic change). */
  apply?: () => Promise<unknown>;
  /** Cache updates from the answer, before the success toast. */
  update?: (result: T) => Promise<unknown>;
  /** On failure, before the error toast: undoes `apply`. */
  undo?: () => Promise<unknown>;
}

/** Sends through the outbox: the answer, a refusal thrown, or null when the change waits there. */
async function submit<T>(
  request: QueuedRequest<T>,
  options: { keepalive?: boolean; heldAs?: Pick<OutboxEntry, 'id' | 'key'> },
): Promise<{ result: T } | null> {
  // The page is going away before its outbox runs (it loads after the first paint): there is no
  // time to load it, so the change is sent at once, with a key of its own, and outlives the page.
  if (options.keepalive && !options.heldAs && !runningOutbox()) {
    const { route, params, body } = request;
    const sent = api(route, {
      ...(params ? { params } : {}),
      ...(body !== undefined ? { body: body as never } : {}),
      idempotencyKey: crypto.randomUUID(),
      keepalive: true,
    });
    return { result: (await sent) as T };
  }
  const fate = await (await loadOutbox()).submit(request, options);
  if (fate.status === 'queued') return null;
  if (fate.status === 'refused') throw fate.error;
  return { result: fate.result as T };
}

/**
 * A change the outbox does not keep (team, profile, notifications) is not tried offline: it fails at
 * once as unreachable, and its caller keeps what was typed (its form resets only on success).
 */
const online = (): Promise<void> =>
  navigator.onLine ? Promise.resolve() : Promise.reject(new ApiError(offlineTexts.needsConnection, 0, false));

/**
 * No answer came and the browser is offline (any other failure, a network error while online
 * included, keeps its own text: SPEC.md section 8's).
 */
const unreachable = (error: unknown) => error instanceof ApiError && error.status === 0 && !navigator.onLine;

export async function change<T>(spec: Change<T>): Promise<Outcome<T>> {
  const { toasts, apply, update, undo } = spec;
  const id = toasts.loading ? toast.loading(toasts.loading) : undefined;
  const options = id ? { id } : undefined;
  const send = () =>
    spec.request
      ? submit(spec.request, { keepalive: spec.keepalive ?? false, heldAs: spec.heldAs })
      : online()
          .then(() => spec.send())
          .then((result) => ({ result }));
  // A change the outbox keeps is stored (and sent) before it is drawn: once the user sees it, a
  // reload or a closed tab a moment later cannot lose it, and the next page sends it. Its answer may
  // then come before the draw: a create's draw skips an id already answered (changes.ts).
  const early = spec.request ? send() : null;
  early?.catch(() => undefined);
  await apply?.();
  try {
    const answered = await (early ?? send());
    if (!answered) {
      if (toasts.undo && toasts.success) showUndoToast(toasts.success, toasts.undo, undoWindowMs, id);
      else if (id) toast.dismiss(id);
      return { ok: true, queued: true };
    }
    const { result } = answered;
    await update?.(result);
    if (toasts.undo && toasts.success) showUndoToast(toasts.success, toasts.undo, undoWindowMs, id);
    else if (toasts.success) toast.success(toasts.success, options);
    return { ok: true, result };
  } catch (error) {
    console.error(error);
    await undo?.();
    const text = unreachable(error)
      ? offlineTexts.needsConnection
      : typeof toasts.error === 'string'
        ? toasts.error
        : toasts.error(error);
    toast.error(text, options);
    return { ok: false, error };
  }
}

export interface Mutation<T> extends Omit<ChangeEffects<T>, 'apply' | 'undo'> {
  send: () => Promise<T>;
  /** SWR keys re-read once the request is done, whether it succeeded or not. */
  revalidate?: readonly string[];
}

/** `run` a change that is sent first; `mutate` for its `update`; `pending` while one runs. */
export function useMutation() {
  const { mutate } = useSWRConfig();
  const [running, setRunning] = useState(0);
  const run = useCallback(
    async <T>({ revalidate = [], ...rest }: Mutation<T>): Promise<Outcome<T>> => {
      setRunning((n) => n + 1);
      try {
        const outcome = await change(rest);
        await Promise.all(revalidate.map((key) => mutate(key))).catch((error: unknown) =>
          console.error('Re-reading after a change failed', error),
        );
        return outcome;
      } finally {
        setRunning((n) => n - 1);
      }
    },
    [mutate],
  );
  return { run, mutate, pending: running > 0 };
}
