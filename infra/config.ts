/**
 * The deployment's switches, read from CDK context (`cdk deploy -c burnRoutes=true`, or cdk.json).
 * Context given on the command line arrives as a string, from cdk.json or a test as a boolean.
 */
import type { Node } from 'constructs';
import { type RegistrationMode, registrationModes } from '../shared/accounts';

export interface DeploymentConfig {
  /** The load-test routes /burn/* answer only when true (their functions exist either way). */
  readonly burnRoutes: boolean;
  /**
   * A stack meant to be thrown away (a test or LocalStack deployment): data stores are destroyed
   * with the stack. Otherwise the table, the buckets and the secret are retained when the stack is
   * deleted, so a mistaken `cdk destroy` loses no user data.
   */
  readonly throwaway: boolean;
  /** The web build to upload: the folder `npm run build` writes (web/dist). */
  readonly webDist: string;
  /**
   * Bundle the functions (default). `-c bundle=false` synthesises the same template without
   * running esbuild 39 times: for tests that check the template, never for a deploy.
   */
  readonly bundle: boolean;
  /**
   * The CloudFormation stack name: `-c stackName=<name>`, or `-c stage=<stage>` for
   * `TeamTodo-<stage>`, default `TeamTodo`. Every name the stack gives AWS is derived from it (and
   * the region), so several copies live side by side in one account (docs/infra.md).
   */
  readonly stackName: string;
  /**
   * Send the WebSocket stage's access logs (`-c webSocketAccessLogs=true`). Off by default: WebSocket
   * stages can log only through API Gateway's account-level CloudWatch role, which a fresh account
   * lacks and which this stack does not set
   * (docs/decisions/0048-websocket-stage-without-access-logs-by-default.md).
   */
  readonly webSocketAccessLogs: boolean;
  /**
   * DynamoDB deletion protection on the table (`-c tableDeletionProtection=true`). Off by default so
   * that a failed first deploy can roll the table back; turn it on once the stack exists.
   */
  readonly tableDeletionProtection: boolean;
  /**
   * The site's own domain (`-c domainName=todo.example.com -c certificateArn=arn:aws:acm:us-east-1:...`):
   * the distribution's alternate domain name, with its ACM certificate (CloudFront reads
   * certificates in us-east-1 only). Both or neither; without them the site is
   * `https://<id>.cloudfront.net` (docs/infra.md#custom-domain).
   */
  readonly customDomain?: CustomDomain;
  /**
   * The VAPID `sub` claim sent with every push (`-c vapidSubject=mailto:ops@example.com`). Without
   * it the functions get `https://<site domain>` (infra/stack.ts). Apple refuses subjects it cannot
   * reach (docs/infra.md#push-subject), so local-only names are refused here.
   */
  readonly vapidSubject?: string;
  /**
   * How sign-up starts until an admin changes it (`-c registration=invite`): `open` by default, so
   * SPEC.md's sign-up works as it always has (docs/api.md#who-may-sign-up).
   */
  readonly registration: RegistrationMode;
  /**
   * The sender of the site's mail (`-c mailFrom='Team Todo <no-reply@example.com>'`), a verified SES
   * identity of the stack's region (docs/infra.md#mail). Without it mail is off: the functions that
   * send mail get no `MAIL_FROM` and no permission to send.
   */
  readonly mailSender?: MailSender;
}

/** The From of the site's mail and the identities SES may check it against. */
export interface MailSender {
  /** As given: what SES sends as the From header (an address, or a name and an address). */
  readonly from: string;
  /** The address alone, an SES email identity... */
  readonly address: string;
  /** ...and its domain, an SES domain identity: the operator verifies one of the two. */
  readonly domain: string;
}

export interface CustomDomain {
  readonly domainName: string;
  readonly certificateArn: string;
}

export const contextKeys = {
  burnRoutes: 'burnRoutes',
  throwaway: 'throwaway',
  webDist: 'webDist',
  bundle: 'bundle',
  stackName: 'stackName',
  stage: 'stage',
  webSocketAccessLogs: 'webSocketAccessLogs',
  tableDeletionProtection: 'tableDeletionProtection',
  domainName: 'domainName',
  certificateArn: 'certificateArn',
  vapidSubject: 'vapidSubject',
  registration: 'registration',
  mailFrom: 'mailFrom',
} as const;

export const defaultStackName = 'TeamTodo';
/**
 * Longest stack name accepted: CloudFront names (origin access control: 64 characters) are
 * `<stack>-<region>-<what>`, and the longest region name has 14 characters.
 */
export const stackNameMax = 40;

function text(node: Node, key: string): string | undefined {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string')
    throw new Error(`Context ${key} must be a string, not ${JSON.stringify(value)}`);
  return value;
}

/** `-c stackName=...` wins; else `-c stage=...` gives `TeamTodo-<stage>`; else `TeamTodo`. */
export function stackNameFrom(node: Node): string {
  const explicit = text(node, contextKeys.stackName);
  const stage = text(node, contextKeys.stage);
  const name = explicit ?? (stage ? `${defaultStackName}-${stage}` : defaultStackName);
  if (!/^[A-Za-z][A-Za-z0-9-]*$/.test(name) || name.length > stackNameMax)
    throw new Error(
      `Stack name ${JSON.stringify(name)} must start with a letter, hold only letters, digits and ` +
        `hyphens, and be at most ${stackNameMax} characters (-c stackName=... or -c stage=...)`,
    );
  return name;
}

function flag(node: Node, key: string, fallback = false): boolean {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new Error(`Context ${key} must be true or false, not ${JSON.stringify(value)}`);
}

/** A DNS name CloudFront accepts as an alternate domain name (lower case, at least two labels). */
const hostName = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;
/** An ACM certificate ARN in us-east-1, the only region CloudFront reads certificates from. */
const cloudFrontCertificate = /^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[0-9a-f-]{36}$/;

/** `-c domainName=... -c certificateArn=...`: both or neither, each checked here (a clear synth error). */
export function customDomainFrom(node: Node): CustomDomain | undefined {
  const domainName = text(node, contextKeys.domainName)?.toLowerCase();
  const certificateArn = text(node, contextKeys.certificateArn);
  if (domainName === undefined && certificateArn === undefined) return undefined;
  if (domainName === undefined || certificateArn === undefined)
    throw new Error(
      'A custom domain needs both -c domainName=<name> and -c certificateArn=<ACM certificate ARN in us-east-1>, or neither',
    );
  if (!hostName.test(domainName))
    throw new Error(
      `Context domainName ${JSON.stringify(domainName)} is not a DNS name like todo.example.com`,
    );
  if (!cloudFrontCertificate.test(certificateArn))
    throw new Error(
      `Context certificateArn ${JSON.stringify(certificateArn)} must be an ACM certificate in us-east-1 ` +
        '(arn:aws:acm:us-east-1:<account>:certificate/<id>): CloudFront reads certificates only there',
    );
  return { domainName, certificateArn };
}

/** Host names no push service can reach the operator at: reserved for tests, examples or the local network. */
const unreachableHost = /(^|\.)(localhost|invalid|local)$|^127\.|^\[?::1\]?$/;

/**
 * Checks a VAPID subject (RFC 8292 section 2.1: a `mailto:` address or an `https:` URL) and refuses
 * names Apple answers 403 BadJwtToken to: `localhost`, `.invalid`, `.local`, loopback addresses.
 */
export function checkVapidSubject(subject: string, from: string): string {
  let host: string | undefined;
  if (subject.startsWith('mailto:')) host = /^mailto:[^@\s]+@([^@\s?]+)$/.exec(subject)?.[1];
  else if (subject.startsWith('https://'))
    host = URL.canParse(subject) ? new URL(subject).hostname : undefined;
  if (!host)
    throw new Error(
      `VAPID subject ${JSON.stringify(subject)} (${from}) must be mailto:<address> or https://<host>`,
    );
  if (unreachableHost.test(host.toLowerCase()))
    throw new Error(
      `VAPID subject ${JSON.stringify(subject)} (${from}) names ${host}, which push services cannot reach ` +
        '(Apple answers 403 BadJwtToken): give -c vapidSubject=mailto:<a real address> or a public domainName',
    );
  return subject;
}

/** `address` or `Name <address>`: a display name without angle brackets or line breaks. */
const mailbox = /^(?:[^<>\r\n]*<([^<>\s@]+@[^<>\s@]+)>|([^<>\s@]+@[^<>\s@]+))$/;

/**
 * Checks `-c mailFrom` and finds its address and domain. Fails the synth for a domain that is no
 * public DNS name (`localhost`, one label, `.invalid`, `.local`), which SES cannot verify, and for
 * anything beyond printable ASCII, which SES takes in a From only as a MIME encoded word.
 */
export function mailSenderFrom(node: Node): MailSender | undefined {
  const from = text(node, contextKeys.mailFrom)?.trim();
  if (from === undefined) return undefined;
  const match = mailbox.exec(from);
  const address = match?.[1] ?? match?.[2];
  const domain = address?.slice(address.lastIndexOf('@') + 1).toLowerCase() ?? '';
  const verifiable = hostName.test(domain) && !unreachableHost.test(domain);
  if (address === undefined || !verifiable || !/^[ -~]+$/.test(from))
    throw new Error(
      `Context mailFrom ${JSON.stringify(from)} must be an address at a domain SES can verify, alone ` +
        'or after a name, in ASCII: -c mailFrom="Team Todo <no-reply@example.com>"',
    );
  return { from, address, domain };
}

export function readConfig(node: Node, defaultWebDist: string): DeploymentConfig {
  const webDist: unknown = node.tryGetContext(contextKeys.webDist);
  const customDomain = customDomainFrom(node);
  const vapidSubject = text(node, contextKeys.vapidSubject);
  const mailSender = mailSenderFrom(node);
  if (vapidSubject !== undefined) checkVapidSubject(vapidSubject, '-c vapidSubject');
  else if (customDomain) checkVapidSubject(`https://${customDomain.domainName}`, '-c domainName');
  return {
    burnRoutes: flag(node, contextKeys.burnRoutes),
    throwaway: flag(node, contextKeys.throwaway),
    webDist: typeof webDist === 'string' && webDist !== '' ? webDist : defaultWebDist,
    bundle: flag(node, contextKeys.bundle, true),
    stackName: stackNameFrom(node),
    webSocketAccessLogs: flag(node, contextKeys.webSocketAccessLogs),
    tableDeletionProtection: flag(node, contextKeys.tableDeletionProtection),
    ...(customDomain ? { customDomain } : {}),
    ...(vapidSubject !== undefined ? { vapidSubject } : {}),
    registration: registrationFrom(node),
    ...(mailSender ? { mailSender } : {}),
  };
}

function registrationFrom(node: Node): RegistrationMode {
  const given = text(node, contextKeys.registration);
  if (given === undefined) return 'open';
  const mode = registrationModes.find((m) => m === given);
  if (!mode) throw new Error(`-c registration=${given}: must be one of ${registrationModes.join(', ')}`);
  return mode;
}
