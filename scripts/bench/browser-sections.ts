/**
 * The dashboard's sections of the one table (measured in Chromium by ./browser.ts and
 * ./repeat-visits.ts): rows and budget checks, apart from the measuring like ./sections.ts.
 */
import type { DashboardLoad } from './browser';
import { atMost, type BudgetCheck, budgets } from './budgets';
import type { RepeatVisits } from './repeat-visits';
import { type Section, status } from './sections';
import { ms } from './stats';

/** The dashboard's first visit; `baseline` is a user with one group and no teammates. */
export function dashboardSection(loaded: DashboardLoad, baseline: DashboardLoad): Section {
  const constant: BudgetCheck = {
    name: 'dashboard API requests do not grow with groups or teammates',
    actual: `${loaded.apiRequests} with ${loaded.groups} groups and ${loaded.teammates} teammates`,
    limit: `${baseline.apiRequests} (with ${baseline.groups} group, ${baseline.teammates} teammates)`,
    ok: loaded.apiRequests <= baseline.apiRequests,
    where: 'web/src',
  };
  const shown = atMost(
    `dashboard with ${loaded.tasks} tasks shown`,
    loaded.msToTasks,
    budgets.dashboardShownMs,
    ' ms',
    'web/src/features/dashboard',
  );
  const switched = atMost(
    `view switch with ${loaded.tasks} tasks`,
    loaded.msToSwitch,
    budgets.viewSwitchMs,
    ' ms',
    'shared/views.ts, web/src/features/dashboard',
  );
  const noRequests = atMost(
    'API requests of view switches',
    loaded.switchRequests,
    budgets.viewSwitchRequests,
    '',
    'web/src/features/dashboard',
  );
  return {
    rows: [
      {
        area: 'web',
        subject: `Chromium: navigation to ${loaded.tasks} tasks shown`,
        measured: `${ms(loaded.msToTasks)} ms median`,
        reference: `runs ${loaded.runs.map((t) => ms(t)).join(', ')} ms (first visits; a warm-up load before them, cold server: ${ms(loaded.warmUpMs)} ms)`,
        budget: `<= ${budgets.dashboardShownMs} ms`,
        status: status([shown]),
      },
      {
        area: 'web',
        subject: `Chromium: view switch with ${loaded.tasks} tasks (Today, Important, Planned)`,
        measured: `${ms(loaded.msToSwitch)} ms median`,
        reference: `${loaded.switchRequests} API requests for ${loaded.runs.length * 4} switches`,
        budget: `<= ${budgets.viewSwitchMs} ms, 0 requests`,
        status: status([switched, noRequests]),
      },
      {
        area: 'web',
        subject: `Chromium: API requests on dashboard load (${loaded.groups} groups, ${loaded.teammates} teammates)`,
        measured: String(loaded.apiRequests),
        reference: `${baseline.apiRequests} with ${baseline.groups} group and ${baseline.teammates} teammates: ${loaded.requestPaths.join(', ')}`,
        budget: 'no growth',
        status: status([constant]),
      },
    ],
    checks: [constant, shown, switched, noRequests],
  };
}

/**
 * The repeat visit beside the first visit: every repeat page must have been the service
 * worker's, or the figure measures something else.
 */
export function repeatVisitSection(first: DashboardLoad, repeat: RepeatVisits): Section {
  const shown = atMost(
    `repeat visit with ${repeat.tasks} tasks shown`,
    repeat.msToTasks,
    budgets.repeatVisitShownMs,
    ' ms',
    'web/src/main.tsx, web/src/session/persisted-cache.ts, web/src/sw.ts',
  );
  const controlled: BudgetCheck = {
    name: 'repeat visits controlled by the service worker',
    actual: `${repeat.controlled} of ${repeat.runs.length}`,
    limit: `${repeat.runs.length} of ${repeat.runs.length}`,
    ok: repeat.runs.length > 0 && repeat.controlled === repeat.runs.length,
    where: 'web/src/app/service-worker.tsx, web/src/sw.ts',
  };
  return {
    rows: [
      {
        area: 'web',
        subject: `Chromium: repeat visit, navigation to ${repeat.tasks} tasks shown (service worker, kept cache)`,
        measured: `${ms(repeat.msToTasks)} ms median of ${repeat.runs.length}`,
        reference:
          `runs ${repeat.runs.map((t) => ms(t)).join(', ')} ms from navigation start to the first frame with the list, timed by the page ` +
          `(found by the bench's polling at ${repeat.polledRuns.map((t) => ms(t)).join(', ')}; answered to the bench after ${repeat.wallRuns.map((t) => ms(t)).join(', ')}); ` +
          `${repeat.controlled} of ${repeat.runs.length} controlled by the worker, ${repeat.fromCache} drawn before the groups' answer; ` +
          `first visit ${ms(repeat.firstVisitMs)} ms (median of first visits ${ms(first.msToTasks)} ms); ` +
          `worker active and cache kept ${ms(repeat.msToReady)} ms after it`,
        budget: `<= ${budgets.repeatVisitShownMs} ms`,
        status: status([shown, controlled]),
      },
    ],
    checks: [shown, controlled],
  };
}
