// CloudFront Function (cloudfront-js-2.0), viewer request of the /api/* and /burn/* behaviours.
// The origin request policy forwards every viewer header except Host (API Gateway needs its own),
// so the handlers would see the API's domain as Host. Their CSRF check compares a request's Origin
// with the site's host (functions/lib/handler.ts), so copy the viewer's Host into X-Forwarded-Host,
// overwriting whatever the viewer sent in that header. (X-Forwarded-Host is neither a disallowed
// nor a read-only header for edge functions; Host itself is read-only in viewer requests.)
// biome-ignore lint/correctness/noUnusedVariables: CloudFront calls the function named handler.
function handler(event) {
  var request = event.request;
  if (request.headers.host) {
    request.headers['x-forwarded-host'] = { value: request.headers.host.value };
  } else {
    delete request.headers['x-forwarded-host'];
  }
  return request;
}
