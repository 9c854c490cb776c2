/**
 * cdk-nag (AwsSolutions pack) acknowledgements. Each names the finding it covers, on the narrowest
 * construct that has it, and says in words why it is right for this product. Anything not listed
 * here fails the synth (infra/build.ts registers the checks on every synth).
 */
import { type CfnElement, Stack, Validations } from 'aws-cdk-lib';
import type { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IConstruct } from 'constructs';
import type { Api } from './constructs/api';
import type { Data } from './constructs/data';
import type { Realtime } from './constructs/realtime';
import type { Site } from './constructs/site';

/** The stack whose findings are acknowledged, by the parts they are on (infra/stack.ts passes itself). */
export interface AcknowledgedStack extends Stack {
  readonly api: Api;
  readonly data: Data;
  readonly site: Site;
  readonly realtime: Realtime;
  readonly originVerifySecret: Secret;
}

const rule = (id: string) => `AwsSolutions::AwsSolutions-${id}`;

function acknowledge(scope: IConstruct, findings: Record<string, string>): void {
  Validations.of(scope).acknowledge(
    ...Object.entries(findings).map(([id, reason]) => ({ id: rule(id), reason })),
  );
}

/** Constructs aws-cdk-lib adds at stack level (singleton providers), found by their id prefix. */
const providers = (stack: Stack, prefix: string): IConstruct[] =>
  stack.node.children.filter((child) => child.node.id.startsWith(prefix));

export function acknowledgeFindings(stack: AcknowledgedStack): void {
  // The routes are in nested stacks per area (infra/constructs/api.ts), not under the API itself.
  for (const routeStack of stack.api.routeStacks.values()) {
    acknowledge(routeStack, {
      APIG4:
        'Every route authorizes in its handler: functions/lib/handler.ts verifies the HttpOnly session ' +
        'cookie (an HS256 JWT whose session id must be live in the user profile, read in the same ' +
        'GetItem that loads the user) before any route code runs, and answers 401 otherwise. ' +
        'Sign-in, sign-up and logout must be reachable without a session. An API Gateway authorizer ' +
        'would add a second lookup per request without adding protection.',
    });
  }

  const uploadRole = stack.api.functions.get('image-upload')?.role;
  if (uploadRole) {
    acknowledge(uploadRole, {
      'IAM5[Resource::<DataAvatarBucket62DDF01B.Arn>/avatars/*]':
        'Each upload writes a new object avatars/<ulid>.jpg and deletes the one it replaced, so the ' +
        'keys cannot be listed in advance. The grant is PutObject and DeleteObject only, on the ' +
        'avatars/ prefix of the one avatar bucket, for this one function.',
    });
  }

  // One role: both deletion routes have the same grants (infra/constructs/route-grants.ts).
  const deletionRole = stack.api.functions.get('auth-delete-account')?.role;
  if (deletionRole) {
    acknowledge(deletionRole, {
      'IAM5[Resource::<DataAvatarBucket62DDF01B.Arn>/avatars/*]':
        "An account's deletion deletes its avatar, avatars/<ulid>.jpg, which no key pattern can name " +
        'in advance. The grant is DeleteObject only, on the avatars/ prefix of the one avatar bucket, ' +
        'for the two account deletion routes.',
    });
  }

  const exportRole = stack.api.functions.get('portability-export')?.role;
  if (exportRole) {
    const bucket = stack.data.exportBucket;
    const exportBucket = Stack.of(bucket).getLogicalId(bucket.node.defaultChild as CfnElement);
    acknowledge(exportRole, {
      [`IAM5[Resource::<${exportBucket}.Arn>/exports/*]`]:
        'Each large export writes a new object exports/<userId>/<ulid>.json and answers a presigned ' +
        'link to it, so the keys cannot be listed in advance. The grant is PutObject and GetObject ' +
        'only, on the exports/ prefix of the export bucket, which holds nothing else, for the export ' +
        'routes only; CloudFront is denied there and a lifecycle rule deletes every object after a day.',
    });
  }

  acknowledgeLiveFindings(stack);

  acknowledge(stack.originVerifySecret, {
    SMG4:
      'The value only proves to the APIs that a request came through CloudFront; CloudFormation ' +
      "copies it into the distribution's origin headers when it deploys the distribution, which a " +
      'rotation in Secrets Manager would not update, while the functions read the new value on ' +
      'their next cold start, so it would only break the site. Rotate it deliberately by replacing ' +
      'the secret resource in a deploy, which updates both ends together.',
  });

  acknowledge(stack.data.sessionSecret, {
    SMG4:
      'The secret is the HS256 key that signs session cookies, not a credential of another system. ' +
      'Automatic rotation would sign every user out at once, while single sessions are already ' +
      'revoked through the live-session map in the profile item. Rotate it deliberately (after a ' +
      'suspected leak) by putting a new value; functions read it again on their next cold start.',
  });

  acknowledge(stack.data.vapidSecret, {
    SMG4:
      'The secret is the seed of the VAPID key pair (functions/lib/vapid.ts), not a credential of ' +
      "another system. Every browser's push subscription is bound to the public key derived from it: " +
      'a rotation would silently stop every reminder push until each device subscribes again. Rotate ' +
      'it deliberately (after a suspected leak) by putting a new value; devices then re-subscribe ' +
      'from the profile switch.',
  });

  acknowledge(stack.data.setupSecret, {
    SMG4:
      "The secret is the token of the deploy's one-time setup link, not a credential of another " +
      'system: it works only until someone owns the deploy, then never again (functions/admin/claim.ts). ' +
      'A rotation would only change a link that is either unused or already dead.',
  });

  acknowledge(stack.site.distribution, {
    CFR1:
      'The product is for anyone who signs up; no country restriction is required of it. Add geo ' +
      'restrictions to the distribution if a deployment must serve certain countries only.',
    CFR2:
      'A WAF web ACL carries a fixed monthly cost beyond this product scale. Abuse is limited by the ' +
      'API stage throttle, by sign-in throttling per username and per visitor address in the ' +
      "handlers (the address is the viewer's own, set at the edge from event.viewer.ip, and trusted " +
      'only beside the secret header CloudFront adds; requests that bypass CloudFront are refused: ' +
      'functions/lib/client-address.ts), and by the Shield Standard protection CloudFront always has. ' +
      'Attach a web ACL (webAclId) when traffic warrants it.',
    CFR4:
      'Without -c domainName the distribution uses the default *.cloudfront.net certificate, whose ' +
      'minimum TLS version CloudFront fixes and CloudFormation cannot raise. With -c domainName and ' +
      '-c certificateArn it gets that certificate with minimumProtocolVersion TLS_V1_2_2021.',
  });

  for (const provider of providers(stack, 'Custom::CDKBucketDeployment')) {
    acknowledge(provider, {
      'IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]':
        'The BucketDeployment provider of aws-cdk-lib runs only while deploying; the basic execution ' +
        'policy only lets it write its own logs.',
      'IAM5[Action::s3:GetObject*]':
        'aws-cdk-lib grants the deployment provider read access to the CDK asset bucket to fetch the web build.',
      'IAM5[Action::s3:GetBucket*]': 'Same provider grant: it reads the asset and site buckets it syncs.',
      'IAM5[Action::s3:List*]': 'Same provider grant: syncing the site bucket lists it to prune old files.',
      'IAM5[Action::s3:DeleteObject*]':
        'Same provider grant: syncing the site bucket deletes files the build no longer has.',
      'IAM5[Action::s3:Abort*]': 'Same provider grant: it aborts its own failed multipart uploads.',
      'IAM5[Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-<AWS::Region>/*]':
        'The CDK bootstrap asset bucket, where cdk deploy uploads the web build; asset object keys are content hashes.',
      'IAM5[Resource::<SiteSiteBucket7CA177D5.Arn>/*]':
        'The provider writes every file of the web build into the site bucket, and only that bucket.',
      'IAM5[Resource::*]':
        'The provider creates the CloudFront invalidation after an upload; aws-cdk-lib grants ' +
        'cloudfront:CreateInvalidation and GetInvalidation without a resource ARN.',
      L1: 'The provider runtime is chosen by aws-cdk-lib (Python with the AWS CLI layer) and moves with its version; it runs only while deploying.',
    });
  }

  // autoDeleteObjects: empties the site and export buckets (every bucket in throwaway stacks) when
  // the stack deletes them, a failed first deploy's rollback included.
  for (const provider of providers(stack, 'Custom::S3AutoDeleteObjectsCustomResourceProvider')) {
    acknowledge(provider, {
      'IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]':
        'The auto-delete provider of aws-cdk-lib runs only when the stack deletes a bucket that holds ' +
        'no kept data (site build, exports); the basic execution policy only lets it write its own logs.',
      L1: 'The auto-delete provider runtime is chosen by aws-cdk-lib and moves with its version.',
    });
  }
}

/** Whether the WebSocket stage was given access logs (-c webSocketAccessLogs=true). */
const hasAccessLogs = (realtime: Realtime): boolean => realtime.node.tryFindChild('AccessLogs') !== undefined;

/** Live updates (infra/constructs/realtime.ts, docs/realtime.md). */
function acknowledgeLiveFindings(stack: AcknowledgedStack): void {
  const { realtime } = stack;
  acknowledge(realtime.webSocketApi, {
    APIG4:
      'The $connect function authorizes like every HTTP route (functions/lib/ws-handler.ts): the ' +
      "site's own Origin and the HttpOnly session cookie, whose session id must be live in the " +
      'profile, or 401/403 and nothing is written. $disconnect and $default act only on a ' +
      'connection API Gateway opened after that check; they read and send no user data. An API ' +
      'Gateway authorizer would repeat the same lookup on every connect.',
  });
  const apiId = Stack.of(realtime).getLogicalId(realtime.webSocketApi.node.defaultChild as CfnElement);
  const connections = (method: string) =>
    `IAM5[Resource::arn:<AWS::Partition>:execute-api:<AWS::Region>:<AWS::AccountId>:<${apiId}>/ws/${method}/@connections/*]`;
  const fanOutRole = realtime.functions.get('live-fan-out')?.role;
  if (fanOutRole) {
    acknowledge(fanOutRole, {
      [connections('POST')]:
        'Connection ids are made by API Gateway at connect time, so they cannot be listed in ' +
        'advance. The grant is execute-api:ManageConnections on the @connections of this one API ' +
        'and stage, for the fan-out function only.',
      [connections('DELETE')]:
        'Same: closing a connection whose session ended (logout, password change), on this API and stage only.',
      'IAM5[Resource::*]':
        "dynamodb:ListStreams, added by aws-cdk-lib's DynamoEventSource for the event source " +
        'mapping, supports no resource-level permission; the stream reads themselves ' +
        '(DescribeStream, GetRecords, GetShardIterator) are granted on the table stream only.',
    });
  }
  if (!hasAccessLogs(realtime)) {
    acknowledge(realtime.stage, {
      APIG1:
        "A WebSocket stage can send access logs only through API Gateway's account-level CloudWatch " +
        'role, which a fresh account lacks and which this stack does not set, because it is one ' +
        'setting shared by every API in the account and region ' +
        '(docs/decisions/0048-websocket-stage-without-access-logs-by-default.md). ' +
        'The $connect function writes an access line with the visitor address, the HTTP API stage ' +
        'logs every request, and the stage metrics are always on. Deploy with -c ' +
        'webSocketAccessLogs=true in an account that has the role.',
    });
  }
  acknowledge(realtime.failures, {
    SQS3:
      "This queue IS the dead-letter destination: the fan-out's event source mapping sends the " +
      'description of a batch that failed all its retries here. A queue behind it would only ' +
      'move the same records again.',
  });
}
