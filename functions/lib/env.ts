/**
 * Configuration, read once at module load. Nothing in a handler knows whether it runs in AWS or in
 * the local stack: only these variables differ (docs/decisions/0010-configuration-is-environment-only.md).
 */
const read = (name: string): string | undefined => {
  const value = process.env[name];
  return value === undefined || value === '' ? undefined : value;
};

export const env = {
  tableName: read('TABLE_NAME') ?? 'teamtodo',
  avatarBucket: read('AVATAR_BUCKET') ?? 'teamtodo-avatars',
  /** Large exports, read through presigned links (functions/data/portability/export-files.ts). */
  exportBucket: read('EXPORT_BUCKET') ?? 'teamtodo-exports',
  region: read('AWS_REGION') ?? 'us-east-1',
  /** Set only in the local stack and tests; unset in AWS. */
  dynamoEndpoint: read('AWS_ENDPOINT_URL_DYNAMODB'),
  s3Endpoint: read('AWS_ENDPOINT_URL_S3'),
  sesEndpoint: read('AWS_ENDPOINT_URL_SESV2'),
  /** The signing secret itself (local stack), or the ARN of the Secrets Manager secret holding it (AWS). */
  sessionSecret: read('SESSION_SECRET'),
  sessionSecretArn: read('SESSION_SECRET_ARN'),
  /**
   * CloudFront's proof (functions/lib/client-address.ts): in AWS the ARN of the secret holding it,
   * read once per cold start; ORIGIN_VERIFY, the value itself, in tests; neither in the local stack.
   */
  originVerifySecretArn: read('ORIGIN_VERIFY_SECRET_ARN'),
  originVerify: read('ORIGIN_VERIFY'),
  /** The load-test routes answer only when this is 'true'. */
  burnRoutesEnabled: read('BURN_ROUTES_ENABLED') === 'true',
  /** Extra origins allowed to make state-changing requests, comma separated (the site's own is always allowed). */
  allowedOrigins: (read('ALLOWED_ORIGINS') ?? '').split(',').filter(Boolean),
  logLevel: read('LOG_LEVEL') ?? 'info',
  /**
   * The seed the VAPID key pair is derived from: the seed itself (local stack, kept in
   * the data folder) or the ARN of the Secrets Manager secret holding it (AWS).
   */
  vapidSeed: read('VAPID_SEED'),
  vapidSecretArn: read('VAPID_SECRET_ARN'),
  /**
   * The VAPID `sub` claim: how a push service can reach the operator. The stack always sets it in
   * AWS (the site's https URL or -c vapidSubject; docs/infra.md#push-subject); the loopback default
   * serves the local stack only, whose push services do not check it.
   */
  vapidSubject: read('VAPID_SUBJECT') ?? 'mailto:reminders@localhost',
  /**
   * The From of every mail (`Team Todo <no-reply@example.com>`): in AWS from `-c mailFrom`, given
   * only to the functions that send mail (infra/route-settings.ts `mail`); unset, mail is off
   * (functions/lib/mail.ts).
   */
  mailFrom: read('MAIL_FROM'),
  /**
   * The site's origin (`https://todo.example.com`), which every link in a mail, and every link an
   * answer hands out, is built on: never a request header (./site.ts `linkOrigin`, decision 0143).
   * The stack sets it on the reminder poller and on the routes that mail or hand out links; the
   * local stack to its own address.
   */
  siteOrigin: read('SITE_ORIGIN'),
  /**
   * How long an immediate notification email waits to be seen in the app first, in seconds: 600
   * (shared/notification-settings.ts `emailDelayMinutes`) unless a test stack shortens it.
   */
  notifyEmailDelaySeconds: Number(read('NOTIFY_EMAIL_DELAY_SECONDS') ?? Number.NaN),
  /**
   * Whether the site sends mail, for the functions that only say so (the sign-in page's options):
   * the stack sets it on every function when the deploy names a sender; a sender implies it.
   */
  mailOn: read('MAIL_ON') === 'true' || read('MAIL_FROM') !== undefined,
  /** Set only by the local stack: push endpoints on http://localhost and 127.0.0.1 are accepted. */
  pushAllowLocalHttp: read('PUSH_ALLOW_LOCAL_HTTP') === 'true',
  /**
   * The deploy's setup link (functions/lib/setup-token.ts), while nobody owns it: the SHA-256 of its
   * token (local stack, which keeps the token in the data folder) or the ARN of the Secrets
   * Manager secret holding the token (AWS).
   */
  setupTokenSha256: read('SETUP_TOKEN_SHA256'),
  setupSecretArn: read('SETUP_SECRET_ARN'),
  /** How sign-up starts on a deploy whose settings nobody changed (`-c registration=invite`). */
  registrationDefault: read('REGISTRATION_DEFAULT'),
  // PASSWORD_HASH_COST is read by ./password.ts itself, at its first hash (see there why).
} as const;
