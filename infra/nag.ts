/**
 * cdk-nag (AwsSolutions pack) acknowledgements. Each names the finding it covers, on the narrowest
 * construct that has it, and says in words why it is right for this product. Anything not listed
 * here fails the synth (infra/build.ts registers the checks on every synth).
 */
import { type Stack, Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import type { TeamTodoStack } from './stack';

const rule = (id: string) => `AwsSolutions::AwsSolutions-${id}`;

function acknowledge(scope: IConstruct, findings: Record<string, string>): void {
  Validations.of(scope).acknowledge(
    ...Object.entries(findings).map(([id, reason]) => ({ id: rule(id), reason })),
  );
}

/** Constructs aws-cdk-lib adds at stack level (singleton providers), found by their id prefix. */
const providers = (stack: Stack, prefix: string): IConstruct[] =>
  stack.node.children.filter((child) => child.node.id.startsWith(prefix));

export function acknowledgeFindings(stack: TeamTodoStack): void {
  acknowledge(stack.api.httpApi, {
    APIG4:
      'Every route authorizes in its handler: functions/lib/handler.ts verifies the HttpOnly session ' +
      'cookie (an HS256 JWT whose session id must be live in the user profile, read in the same ' +
      'GetItem that loads the user) before any route code runs, and answers 401 otherwise. ' +
      'Sign-in, sign-up and logout must be reachable without a session. An API Gateway authorizer ' +
      'would add a second lookup per request without adding protection.',
  });

  const uploadRole = stack.api.functions.get('image-upload')?.role;
  if (uploadRole) {
    acknowledge(uploadRole, {
      'IAM5[Resource::<DataAvatarBucket62DDF01B.Arn>/avatars/*]':
        'Each upload writes a new object avatars/<ulid>.jpg and deletes the one it replaced, so the ' +
        'keys cannot be listed in advance. The grant is PutObject and DeleteObject only, on the ' +
        'avatars/ prefix of the one avatar bucket, for this one function.',
    });
  }

  acknowledge(stack.data.sessionSecret, {
    SMG4:
      'The secret is the HS256 key that signs session cookies, not a credential of another system. ' +
      'Automatic rotation would sign every user out at once, while single sessions are already ' +
      'revoked through the live-session map in the profile item. Rotate it deliberately (after a ' +
      'suspected leak) by putting a new value; functions read it again on their next cold start.',
  });

  acknowledge(stack.site.distribution, {
    CFR1:
      'The product is for anyone who signs up; no country restriction is required of it. Add geo ' +
      'restrictions to the distribution if a deployment must serve certain countries only.',
    CFR2:
      'A WAF web ACL carries a fixed monthly cost beyond this product scale. Abuse is limited by the ' +
      'API stage throttle, per-user and per-address sign-in throttling in the handlers, and the ' +
      'Shield Standard protection CloudFront always has. Attach a web ACL (webAclId) when traffic ' +
      'warrants it.',
    CFR4:
      'The distribution uses the default *.cloudfront.net certificate, whose minimum TLS version ' +
      'CloudFront fixes and CloudFormation cannot raise. A deployment with its own domain should set ' +
      'certificate, domainNames and minimumProtocolVersion TLS_V1_2_2021.',
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

  // Only in throwaway stacks (autoDeleteObjects): empties the buckets when the stack is deleted.
  for (const provider of providers(stack, 'Custom::S3AutoDeleteObjectsCustomResourceProvider')) {
    acknowledge(provider, {
      'IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]':
        'The auto-delete provider of aws-cdk-lib (throwaway stacks only) runs only when the stack is ' +
        'deleted; the basic execution policy only lets it write its own logs.',
      L1: 'The auto-delete provider runtime is chosen by aws-cdk-lib and moves with its version.',
    });
  }
}
