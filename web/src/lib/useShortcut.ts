/**
 * The one document listener of the global shortcuts (lib/shortcuts.ts). Components register the
 * actions they can perform while mounted (the dashboard its 'n' and 'g t', the app its '?'); the
 * latest registration of an action wins, and the 'g' prefix is remembered here, once.
 */
import { useEffect, useRef } from 'react';
import { type GlobalAction, globalActionOf, isTextEntry, sequenceTimeoutMs } from './shortcuts';

const handlers = new Map<GlobalAction, Array<() => void>>();
let prefix: string | null = null;
let prefixTimer: number | undefined;

function onKeyDown(event: KeyboardEvent) {
  if (event.defaultPrevented || isTextEntry(event.target)) return;
  // Inside an open dialog only the dialog's keys count.
  if (event.target instanceof Element && event.target.closest('[aria-modal="true"]')) return;
  const action = globalActionOf(event, prefix);
  window.clearTimeout(prefixTimer);
  prefix = null;
  if (action === 'prefix') {
    prefix = event.key;
    prefixTimer = window.setTimeout(() => {
      prefix = null;
    }, sequenceTimeoutMs);
    return;
  }
  const handler = action ? handlers.get(action)?.at(-1) : undefined;
  if (!handler) return;
  event.preventDefault();
  handler();
}

type Handlers = Partial<Record<GlobalAction, () => void>>;

/** Performs the given actions' shortcuts with their handlers while the calling component is mounted. */
export function useShortcuts(given: Handlers): void {
  const latest = useRef(given);
  latest.current = given;
  const actions = Object.keys(given).sort().join(' ');
  useEffect(() => {
    const registered = (actions ? actions.split(' ') : []).map((name) => {
      const action = name as GlobalAction;
      const call = () => latest.current[action]?.();
      handlers.set(action, [...(handlers.get(action) ?? []), call]);
      return { action, call };
    });
    document.addEventListener('keydown', onKeyDown); // the same function: added once however often
    return () => {
      for (const { action, call } of registered) {
        const rest = (handlers.get(action) ?? []).filter((h) => h !== call);
        if (rest.length > 0) handlers.set(action, rest);
        else handlers.delete(action);
      }
      if (handlers.size === 0) document.removeEventListener('keydown', onKeyDown);
    };
  }, [actions]);
}
