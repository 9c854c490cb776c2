/**
 * The `$connect` variant of the WebSocket handler factory (./ws-handler.ts): the Origin rule of
 * ./origin.ts (403) and the session cookie verified with its session id live in the profile, read
 * by the same consistent GetItem as the HTTP routes' session middleware (401). A refused connect
 * answers before anything is written, and API Gateway refuses the upgrade.
 */
import type { Context } from 'aws-lambda';
import { serverErrors } from '../../shared/messages';
import { visitorAddress } from './client-address';
import { createLogger } from './log';
import { isAllowedOrigin } from './origin';
import { signedInUser } from './signed-in';
import {
  answer,
  failure,
  headerReader,
  loggerFor,
  routeNamed,
  type SignedInWebSocketContext,
  type WebSocketEvent,
  type WebSocketResult,
  type WebSocketRouteName,
} from './ws-handler';

/** The `Cookie` header split into `name=value` pairs, the shape sessionTokenFrom reads. */
const cookiesOf = (cookieHeader: string | undefined): string[] =>
  (cookieHeader ?? '')
    .split(';')
    .map((c) => c.trim())
    .filter(Boolean);

/** `$connect`: only a signed-in user from the site's own origin gets a connection. */
export function createConnectHandler(
  name: WebSocketRouteName,
  handle: (context: SignedInWebSocketContext) => Promise<WebSocketResult | undefined>,
) {
  const route = routeNamed(name);
  return async (event: WebSocketEvent, context: Context): Promise<WebSocketResult> => {
    let log = loggerFor(route, event, context);
    try {
      const header = headerReader(event);
      // The visitor (functions/lib/client-address.ts); undefined: the upgrade bypassed CloudFront.
      const { identity } = event.requestContext as { identity?: { sourceIp?: string } };
      const clientAddress = visitorAddress(header, identity?.sourceIp);
      if (clientAddress === undefined || !isAllowedOrigin(header))
        return answer(403, { message: serverErrors.foreignOrigin });
      const signedIn = await signedInUser(cookiesOf(header('cookie')));
      if (!signedIn) return answer(401, { message: serverErrors.notSignedIn });
      log = createLogger({
        route: route.name,
        requestId: event.requestContext.requestId,
        userId: signedIn.user.id,
        clientAddress,
      });
      const connectionId = event.requestContext.connectionId;
      const result = (await handle({ event, connectionId, log, ...signedIn })) ?? { statusCode: 200 };
      // The connect's access line (the WebSocket stage logs none by default: infra/constructs/realtime.ts).
      log.info('connected', { connectionId, status: result.statusCode });
      return result;
    } catch (error) {
      return failure(error, log);
    }
  };
}
