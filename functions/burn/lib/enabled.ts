/**
 * The load-test routes exist only where the deployment enables them (BURN_ROUTES_ENABLED: on in the
 * local stack, off by default in AWS). Disabled, they answer 404 like an unknown route, before any
 * session read: a disabled deployment spends nothing on them and does not reveal they exist.
 */
import { serverErrors } from '@shared/messages/server';
import { env } from '../../lib/env';
import type { RouteHandler } from '../../lib/handler';
import { json, type Result } from '../../lib/http';

const disabled = async (): Promise<Result> => json(404, { message: serverErrors.routeNotFound });

/** The route's handler where burn routes are enabled; elsewhere a 404 that declares the same schemas. */
export const whenBurnEnabled = (handler: RouteHandler): RouteHandler =>
  env.burnRoutesEnabled ? handler : Object.assign(disabled, { requestSchemas: handler.requestSchemas });
