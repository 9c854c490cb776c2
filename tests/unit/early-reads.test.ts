/**
 * web/public/early-reads.js runs before the app's code, so it cannot import the shared constants it
 * needs: the session hint cookie's name, the two routes' paths and the dashboard's paths. These cases
 * run it as a page would (in a VM context with a document, a location and a fetch that records what
 * it is asked) and compare what it reads with what the app itself would ask.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { routeByName } from '../../shared/routes';
import { sessionHintCookieName } from '../../shared/session-cookies';
import { dashboardPaths } from '../../web/src/features/dashboard/preload';

const script = readFileSync(resolve(import.meta.dirname, '../../web/public/early-reads.js'), 'utf8');
const userPath = routeByName('auth-user').path;
const groupsPath = routeByName('todo-get-groups').path;

/** Runs the script on a page at `pathname` with `cookie`; answers the paths it fetched and what it left for the app. */
function runOn(pathname: string, cookie: string) {
  const fetched: { path: string; init: RequestInit }[] = [];
  const window: { __earlyReads?: { startedAt: number; reads: Record<string, Promise<unknown>> } } = {};
  runInNewContext(script, {
    window,
    document: { cookie },
    location: { pathname },
    performance: { now: () => 1234 },
    fetch: (path: string, init: RequestInit) => {
      fetched.push({ path, init });
      return Promise.resolve({ ok: true });
    },
  });
  return {
    fetched: fetched.map((f) => f.path),
    inits: fetched.map((f) => f.init),
    left: window.__earlyReads,
  };
}

const signedIn = `theme=dark; ${sessionHintCookieName}=1`;

describe('early reads (web/public/early-reads.js)', () => {
  it('reads nothing in a browser where no session was started', () => {
    const run = runOn('/', 'theme=dark');
    expect(run.fetched).toEqual([]);
    expect(run.left).toBeUndefined();
  });

  it.each(dashboardPaths)('reads the user and the groups on the dashboard path %s', (path) => {
    const run = runOn(path, signedIn);
    expect(run.fetched).toEqual([userPath, groupsPath]);
    expect(Object.keys(run.left?.reads ?? {})).toEqual([userPath, groupsPath]);
    expect(run.left?.startedAt).toBe(1234);
  });

  it('reads only the user elsewhere', () => {
    expect(runOn('/profile', signedIn).fetched).toEqual([userPath]);
    expect(runOn('/notifications', signedIn).fetched).toEqual([userPath]);
  });

  it('asks as the app asks: a GET that carries the session cookie', () => {
    for (const init of runOn('/', signedIn).inits) {
      expect(init.method).toBe('GET');
      expect(init.credentials).toBe('include');
    }
  });
});
