/**
 * The response headers the site is served with: CloudFront's response-headers policy in AWS
 * (infra/) and the local gateway (scripts/local) both apply these, so the SPA is tested under the
 * same Content Security Policy it is deployed with.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const hstsMaxAgeSeconds = 365 * 24 * 60 * 60;

export const securityHeaders: Record<string, string> = {
  'content-security-policy': contentSecurityPolicy,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};
