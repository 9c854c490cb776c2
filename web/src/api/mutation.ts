/**
 * The one way the web client changes data. `change` sends a request with its toasts (texts from
 * shared/messages.ts; the loading toast, when given, turns into the success or the error toast) and
 * answers whether it succeeded. Task and group changes (features/dashboard/api/) are applied
 * to the cache first and undone on failure, as SPEC.md section 4 asks: they pass `apply` and `undo`.
 * Every other change goes through `useMutation`: sent, the cache updated from the answer, then the
 * keys it touched re-read, with a pending flag for its buttons.
 */
import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import { useSWRConfig } from 'swr';

export interface ChangeToasts {
  /** Shown while the request runs; the success or error toast replaces it. */
  loading?: string;
  success?: string;
  /** A text, or the text of the failure (e.g. the server's message, `errorText`). */
  error: string | ((error: unknown) => string);
}

export type Outcome<T> = { ok: true; result: T } | { ok: false; error: unknown };

export interface Change<T> {
  send: () => Promise<T>;
  toasts: ChangeToasts;
  /** Applied to the cache before the request is sent (an optimistic change). */
  apply?: () => Promise<unknown>;
  /** Cache updates from the answer, before the success toast. */
  update?: (result: T) => Promise<unknown>;
  /** On failure, before the error toast: undoes `apply`. */
  undo?: () => Promise<unknown>;
}

export async function change<T>({ send, toasts, apply, update, undo }: Change<T>): Promise<Outcome<T>> {
  const id = toasts.loading ? toast.loading(toasts.loading) : undefined;
  const options = id ? { id } : undefined;
  await apply?.();
  try {
    const result = await send();
    await update?.(result);
    if (toasts.success) toast.success(toasts.success, options);
    return { ok: true, result };
  } catch (error) {
    console.error(error);
    await undo?.();
    toast.error(typeof toasts.error === 'string' ? toasts.error : toasts.error(error), options);
    return { ok: false, error };
  }
}

export interface Mutation<T> extends Omit<Change<T>, 'apply' | 'undo'> {
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
