/**
 * Where a push endpoint may point (issue 24): `https:` only in AWS. The local stack sets
 * PUSH_ALLOW_LOCAL_HTTP, so a local push service on http://localhost or 127.0.0.1 is accepted there
 * (the schema, shared/contract/requests/push.ts, already refused every other http URL).
 */
import { reminderTexts } from '../../../shared/messages';
import { env } from '../../lib/env';
import { Invalid } from '../../lib/errors';

export function checkEndpoint(endpoint: string): void {
  if (new URL(endpoint).protocol !== 'https:' && !env.pushAllowLocalHttp)
    throw new Invalid(reminderTexts.endpointInvalid);
}
