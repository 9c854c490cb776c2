/**
 * The `$connect` variant of the WebSocket handler factory (./ws-handler.ts): the Origin rule of
 * ./origin.ts (403) and the session cookie verified with its session id live in the profile, read
 * by the same consistent GetItem as the HTTP routes' session middleware (401). A refused connect
 * answers before anything is written, and API Gateway refuses the upgrade.
 */
import { serverErrors } from '@shared/messages/server';
import { visitorAddress } from './client-address';
import { Forbidden, NotSignedIn } from './errors';
import { isAllowedOrigin } from './origin';
import { signedInUser, warmSessionKey } from './signed-in';
import {
  headerReader,
  type SignedInWebSocketContext,
  type WebSocketResult,
  type WebSocketRouteName,
  webSocketHandler,
} from './ws-handler';

/** The `Cookie` header split into `name=value` pairs, the shape sessionTokenFrom reads. */
const cookiesOf = (cookieHeader: string | undefined): string[] =>
  (cookieHeader ?? '')
    .split(';')
    .map((c) => c.trim())
    .filter(Boolean);

/** `$connect`: only a signed-in user from the site's own origin gets a connection. */
export const createConnectHandler = (
  name: WebSocketRouteName,
  handle: (context: SignedInWebSocketContext) => Promise<WebSocketResult | undefined>,
) =>
  webSocketHandler(name, async (request) => {
    const { event } = request;
    const header = headerReader(event);
    // The visitor (functions/lib/client-address.ts); undefined: the upgrade bypassed our CloudFront.
    const { identity } = event.requestContext as { identity?: { sourceIp?: string } };
    const cookies = cookiesOf(header('cookie'));
    warmSessionKey(cookies);
    const clientAddress = await visitorAddress(header, identity?.sourceIp);
    if (clientAddress === undefined || !isAllowedOrigin(header))
      throw new Forbidden(serverErrors.foreignOrigin);
    const signedIn = await signedInUser(cookies);
    if (!signedIn) throw new NotSignedIn();
    request.log = request.log.with({ clientAddress, userId: signedIn.user.id });
    const connectionId = event.requestContext.connectionId;
    const result = await handle({ event, connectionId, log: request.log, ...signedIn });
    // The connect's access line (the WebSocket stage logs none by default: infra/constructs/realtime.ts).
    request.log.info('connected', { connectionId, status: result?.statusCode ?? 200 });
    return result;
  });
