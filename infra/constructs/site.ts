/**
 * The front door: the SPA bucket with the web build, and CloudFront with origin access control.
 *   default    -> site bucket (SPA; extension-less paths rewritten to /index.html at the edge)
 *   /api/*     -> HTTP API (no caching; cookies, query strings and viewer headers forwarded)
 *   /burn/*    -> HTTP API (same)
 *   /avatars/* -> avatar bucket (objects never change, so cached long)
 *   /ws        -> WebSocket API, stage `ws` (live updates; same cookie, Origin and forwarded host as /api)
 * Every response carries the headers of shared/security-headers.ts. Requests to the two APIs carry
 * the secret proof header (`x-origin-verify`) that functions/lib/client-address.ts checks.
 * Every name CloudFront requires to be unique in the account is `<stack>-<region>-<what>`, so a
 * second copy of the stack, or a copy in another region, never collides with this one. The site
 * answers on `<id>.cloudfront.net`, or on its own domain (docs/infra.md#custom-domain).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, Aws, CfnCondition, Duration, Fn, Stack } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  type BehaviorOptions,
  CachePolicy,
  type CfnDistribution,
  Distribution,
  Function as EdgeFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  S3OriginAccessControl,
  SecurityPolicyProtocol,
  Signing,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Bucket, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { livePath } from '../../shared/live';
import { contentSecurityPolicy, hstsMaxAgeSeconds, securityHeaders } from '../../shared/security-headers';
import type { CustomDomain } from '../config';
import { cloudFrontLogRegions } from '../regions';
import { disposableBucketProps } from './data';

export interface SiteProps {
  readonly apiDomain: string;
  /** The WebSocket API's domain (infra/constructs/realtime.ts); its stage is named like the path. */
  readonly liveDomain?: string;
  readonly avatarBucket: IBucket;
  readonly logBucket: IBucket;
  /** The web build folder; without an index.html a placeholder page is deployed (with a warning). */
  readonly webDist: string;
  /** The value of the header CloudFront adds to requests to the APIs (a Secrets Manager reference). */
  readonly originVerify: string;
  /** The site's own domain and certificate (infra/config.ts); absent: the distribution's domain only. */
  readonly customDomain?: CustomDomain;
}

/** The header proving a request came through this distribution (functions/lib/client-address.ts). */
export const originVerifyHeader = 'x-origin-verify';

const edgeDir = join(import.meta.dirname, '..', 'edge');

/** Where CloudFront's standard logs go in the log bucket (in the regions that take them). */
const cloudFrontLogPrefix = 'cloudfront/';

/** Vite writes hashed, never-changing files under assets/; everything else must be revalidated. */
const hashedAssets = 'assets/*';

function enumValue<T extends string>(values: Record<string, T>, value: string | undefined, what: string): T {
  const found = Object.values(values).find((v) => v === value);
  if (!found) throw new Error(`shared/security-headers.ts: unsupported ${what} ${value}`);
  return found;
}

export class Site extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  readonly headersPolicy: ResponseHeadersPolicy;
  /** The domain visitors use: the custom domain when given, else `<id>.cloudfront.net`. */
  readonly domainName: string;

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);
    const stack = Stack.of(this);
    /** A CloudFront name unique per stack and region (stack names are at most 40 characters). */
    const cloudFrontName = (what: string) => `${stack.stackName}-${stack.region}-${what}`;

    // Only build output, which every deploy uploads again: destroyed and emptied with the stack, so a
    // failed first deploy's rollback can delete it (docs/infra.md#first-deploy-runbook).
    this.bucket = new Bucket(this, 'SiteBucket', disposableBucketProps(props.logBucket, 's3/site/'));

    this.headersPolicy = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      responseHeadersPolicyName: cloudFrontName('security-headers'),
      comment: 'shared/security-headers.ts: CSP, HSTS, nosniff, referrer policy, frame-ancestors',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy, override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(hstsMaxAgeSeconds),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        referrerPolicy: {
          referrerPolicy: enumValue(
            HeadersReferrerPolicy,
            securityHeaders['referrer-policy'],
            'referrer policy',
          ),
          override: true,
        },
        frameOptions: {
          frameOption: enumValue(HeadersFrameOption, securityHeaders['x-frame-options'], 'frame option'),
          override: true,
        },
      },
    });

    const spaFallback = new EdgeFunction(this, 'SpaFallback', {
      functionName: cloudFrontName('spa'),
      comment: 'Client routes of the SPA get /index.html (infra/edge/spa-fallback.js)',
      code: FunctionCode.fromFile({ filePath: join(edgeDir, 'spa-fallback.js') }),
      runtime: FunctionRuntime.JS_2_0,
    });
    const forwardViewer = new EdgeFunction(this, 'ForwardViewer', {
      functionName: cloudFrontName('viewer'),
      comment:
        'Viewer Host and address to X-Forwarded-Host and X-Viewer-Address (infra/edge/forward-viewer.js)',
      code: FunctionCode.fromFile({ filePath: join(edgeDir, 'forward-viewer.js') }),
      runtime: FunctionRuntime.JS_2_0,
    });
    // One origin access control for both buckets: it only says how CloudFront signs S3 requests.
    const originAccessControl = new S3OriginAccessControl(this, 'S3Access', {
      originAccessControlName: cloudFrontName('s3'),
      description: 'CloudFront reads the site and avatar buckets (SigV4, always signed)',
      signing: Signing.SIGV4_ALWAYS,
    });

    /** An API Gateway origin, reached over TLS 1.2 with the proof header. */
    const apiGatewayOrigin = (domain: string) =>
      new HttpOrigin(domain, {
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [OriginSslPolicy.TLS_V1_2],
        customHeaders: { [originVerifyHeader]: props.originVerify },
      });
    const apiOrigin = apiGatewayOrigin(props.apiDomain);
    const apiBehavior: BehaviorOptions = {
      origin: apiOrigin,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      // A redirect would turn a POST into a GET: API calls must use HTTPS from the start.
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      // All cookies, query strings and viewer headers; Host stays API Gateway's own.
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: this.headersPolicy,
      functionAssociations: [{ function: forwardViewer, eventType: FunctionEventType.VIEWER_REQUEST }],
    };

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Team Todo',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      // North America and Europe edges only: the cheapest class; widen it for a global audience.
      priceClass: PriceClass.PRICE_CLASS_100,
      ...(props.customDomain
        ? {
            domainNames: [props.customDomain.domainName],
            certificate: Certificate.fromCertificateArn(
              this,
              'Certificate',
              props.customDomain.certificateArn,
            ),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      enableLogging: true,
      logBucket: props.logBucket,
      logFilePrefix: cloudFrontLogPrefix,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket, { originAccessControl }),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.headersPolicy,
        functionAssociations: [{ function: spaFallback, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': apiBehavior,
        '/burn/*': apiBehavior,
        // WebSocket upgrades: the same uncached, all-viewer-headers behaviour as the API, so $connect
        // sees the session cookie, the Origin and the viewer's host exactly as the HTTP routes do.
        ...(props.liveDomain
          ? {
              [livePath]: {
                ...apiBehavior,
                origin: apiGatewayOrigin(props.liveDomain),
              },
            }
          : {}),
        '/avatars/*': {
          origin: S3BucketOrigin.withOriginAccessControl(props.avatarBucket, { originAccessControl }),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: this.headersPolicy,
        },
      },
    });

    this.logOnlyWhereCloudFrontDelivers(props.logBucket);
    this.domainName = props.customDomain?.domainName ?? this.distribution.distributionDomainName;

    this.deployWebBuild(props.webDist);
  }

  /**
   * CloudFront's standard logs reach S3 buckets only in the regions of cloudFrontLogRegions (it
   * refuses a log bucket elsewhere and the distribution fails to deploy). The stack is
   * region-agnostic, so a condition on AWS::Region turns logging off in every other region
   * (docs/infra.md#regions). Fn::Or takes at most 10 conditions, so the regions are checked in groups.
   */
  private logOnlyWhereCloudFrontDelivers(logBucket: IBucket): void {
    const groups: string[][] = [];
    for (let i = 0; i < cloudFrontLogRegions.length; i += 10)
      groups.push(cloudFrontLogRegions.slice(i, i + 10));
    const inRegions = (regions: string[]) =>
      Fn.conditionOr(...regions.map((region) => Fn.conditionEquals(Aws.REGION, region)));
    const condition = new CfnCondition(this, 'CloudFrontLogsDelivered', {
      expression: groups.length === 1 ? inRegions(groups[0] ?? []) : Fn.conditionOr(...groups.map(inRegions)),
    });
    (this.distribution.node.defaultChild as CfnDistribution).addPropertyOverride(
      'DistributionConfig.Logging',
      Fn.conditionIf(
        condition.logicalId,
        { Bucket: logBucket.bucketRegionalDomainName, IncludeCookies: false, Prefix: cloudFrontLogPrefix },
        Aws.NO_VALUE,
      ),
    );
  }

  /** Uploads the web build: hashed assets cached for a year, the rest revalidated on every visit. */
  private deployWebBuild(webDist: string): void {
    const built = existsSync(join(webDist, 'index.html'));
    if (!built) {
      Annotations.of(this).addWarningV2(
        'teamtodo:web-build-missing',
        `${webDist}/index.html not found: a placeholder page is deployed. Run \`npm run build\` before \`cdk deploy\`.`,
      );
    }
    const source = built
      ? Source.asset(webDist)
      : Source.data('index.html', '<!doctype html><title>Team Todo</title><p>The web app was not built.');
    const assets = new BucketDeployment(this, 'DeployAssets', {
      sources: [source],
      destinationBucket: this.bucket,
      include: [hashedAssets],
      exclude: ['*'],
      // Old hashed files stay: a browser still running the previous index.html may ask for them.
      prune: false,
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
    });
    // Everything else is revalidated on every visit (no-cache): index.html, and the service worker
    // /sw.js and /manifest.webmanifest, so that a deploy reaches installed apps at once.
    const pages = new BucketDeployment(this, 'DeployPages', {
      sources: [source],
      destinationBucket: this.bucket,
      exclude: [hashedAssets],
      cacheControl: [CacheControl.fromString('no-cache')],
      distribution: this.distribution,
      distributionPaths: ['/*'],
    });
    // A new index.html must not be live before the files it names.
    pages.node.addDependency(assets);
    // Nothing is uploaded before the distribution exists and the bucket can be emptied: a first
    // deploy whose distribution fails then rolls back an empty bucket (docs/infra.md#first-deploy-runbook).
    const emptier = this.bucket.node.tryFindChild('AutoDeleteObjectsCustomResource');
    for (const upload of [assets, pages]) {
      upload.node.addDependency(this.distribution);
      if (emptier) upload.node.addDependency(emptier);
    }
  }
}
