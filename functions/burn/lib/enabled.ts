/**
 * The load-test routes exist only where the deployment enables them (BURN_ROUTES_ENABLED: on in the
 * local stack, off by default in AWS). Disabled, they answer 404 like an unknown route, before any
 * session read: a disabled deployment spends nothing on them and does not reveal they exist.
 */
import { serverErrors } from '../../../shared/messages';
import { env } from '../../lib/env';
import { type Event, json, type Result } from '../../lib/http';

type Handler = (event: Event, context: never) => Promise<Result>;

const disabled = async (): Promise<Result> => json(404, { message: serverErrors.routeNotFound });

export const whenBurnEnabled = <H>(handler: H): H =>
  env.burnRoutesEnabled ? handler : (disabled as Handler as H);
