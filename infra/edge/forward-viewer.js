// CloudFront Function (cloudfront-js-2.0), viewer request of the /api/*, /burn/* and /ws behaviours.
// - X-Forwarded-Host: the origin request policy forwards every viewer header except Host (API
//   Gateway needs its own), so the handlers would see the API's domain as Host. Their CSRF check
//   compares a request's Origin with the site's host (functions/lib/origin.ts), so copy the
//   viewer's Host here. (Host itself is read-only in viewer requests.)
// - X-Viewer-Address: API Gateway sees a CloudFront edge as the source address; the handlers take
//   the visitor's own address from this header (functions/lib/client-address.ts), and trust it only
//   beside the secret header CloudFront adds on the way to the origin.
// Both overwrite whatever the viewer sent in these headers.
// biome-ignore lint/correctness/noUnusedVariables: CloudFront calls the function named handler.
function handler(event) {
  var request = event.request;
  if (request.headers.host) {
    request.headers['x-forwarded-host'] = { value: request.headers.host.value };
  } else {
    delete request.headers['x-forwarded-host'];
  }
  request.headers['x-viewer-address'] = { value: event.viewer.ip };
  return request;
}
