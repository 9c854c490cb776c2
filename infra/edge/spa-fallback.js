// CloudFront Function (cloudfront-js-2.0), viewer request of the default behaviour (the SPA bucket).
// A client route such as /profile or /search has no file in the bucket: serve index.html for any
// path whose last segment has no extension, and let the SPA's router draw the page. Files (/assets/x.js,
// /favicon.ico) pass through unchanged, so a missing file is still an honest error. Only this
// behaviour runs it: /api/*, /burn/* and /avatars/* answer their own 404s, never index.html.
// biome-ignore lint/correctness/noUnusedVariables: CloudFront calls the function named handler.
function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}
