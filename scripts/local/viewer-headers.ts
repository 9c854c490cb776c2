/**
 * What CloudFront's viewer-request function does to the headers in AWS
 * (infra/edge/forward-viewer.js), done by the local gateway too: X-Forwarded-Host is the Host the
 * request came with, overwriting any X-Forwarded-Host its sender wrote, so a handler never reads a
 * host a client merely claimed. (Mail links do not read either: functions/lib/site.ts `linkOrigin`.)
 */
export function asCloudFrontForwards(headers: Record<string, string>): Record<string, string> {
  const { 'x-forwarded-host': _claimed, ...rest } = headers;
  return headers.host === undefined ? rest : { ...rest, 'x-forwarded-host': headers.host };
}
