/**
 * The stateful part of the stack: the single table (from the shared definition), the avatar
 * bucket, the export bucket, the access-log bucket and the session signing secret.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, StreamViewType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  type BucketProps,
  type IBucket,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { tableDefinition } from '../../functions/data/core/table';
import { exportPathPrefix } from '../../shared/object-keys';

export interface DataProps {
  /** Destroy the stores with the stack (throwaway stacks) instead of retaining them. */
  readonly throwaway: boolean;
  /** DynamoDB deletion protection (infra/config.ts `tableDeletionProtection`). */
  readonly tableDeletionProtection: boolean;
}

/**
 * What happens to a store (table, bucket, secret, log group, queue) when the stack deletes or
 * replaces it. Kept: CloudFormation's `RetainExceptOnCreate`, so a mistaken `cdk destroy` or a
 * replacement loses no data, while a first deploy that fails and rolls back deletes what it had
 * just created and leaves nothing orphaned. A throwaway stack destroys its stores with it.
 */
export const storePolicy = (throwaway: boolean): RemovalPolicy =>
  throwaway ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE;

/** What every bucket of the stack shares: private, TLS only, encrypted, owner-enforced. */
export function privateBucketProps(throwaway: boolean): BucketProps {
  return {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    enforceSSL: true,
    encryption: BucketEncryption.S3_MANAGED,
    objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
    removalPolicy: storePolicy(throwaway),
    autoDeleteObjects: throwaway,
  };
}

/**
 * A bucket that holds nothing the stack must keep (the web build, day-old exports): destroyed and
 * emptied with the stack, by a failed first deploy's rollback too, and logged to `logBucket`.
 */
export function disposableBucketProps(logBucket: IBucket, logPrefix: string): BucketProps {
  return {
    ...privateBucketProps(true),
    serverAccessLogsBucket: logBucket,
    serverAccessLogsPrefix: logPrefix,
  };
}

export class Data extends Construct {
  readonly table: Table;
  readonly avatarBucket: Bucket;
  /**
   * Large exports (functions/data/portability/export-files.ts), read only through presigned links: no CloudFront
   * origin, and a bucket policy that denies CloudFront, so no path behaviour can ever serve them.
   */
  readonly exportBucket: Bucket;
  /** S3 server access logs of the other buckets and CloudFront's standard logs. */
  readonly logBucket: Bucket;
  readonly sessionSecret: Secret;
  /** The seed of the VAPID key pair (functions/lib/vapid.ts). */
  readonly vapidSecret: Secret;
  /** The setup link's token, until someone owns the deploy (functions/lib/setup-token.ts). */
  readonly setupSecret: Secret;

  constructor(scope: Construct, id: string, props: DataProps) {
    super(scope, id);
    const removalPolicy = storePolicy(props.throwaway);
    const { partitionKey, sortKey, ttlAttribute, globalSecondaryIndexes, streamViewType } = tableDefinition;

    this.table = new Table(this, 'Table', {
      partitionKey: { name: partitionKey, type: AttributeType.STRING },
      sortKey: { name: sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: ttlAttribute,
      // Feeds the live-update fan-out (infra/constructs/realtime.ts).
      stream: StreamViewType[streamViewType],
      removalPolicy,
      // Off by default: a protected table cannot be deleted by the rollback of a failed first deploy.
      // Kept through stack deletion and replacement by the removal policy either way.
      deletionProtection: props.tableDeletionProtection && !props.throwaway,
    });
    for (const index of globalSecondaryIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        ...(index.projectedAttributes === 'ALL'
          ? { projectionType: ProjectionType.ALL }
          : { projectionType: ProjectionType.INCLUDE, nonKeyAttributes: [...index.projectedAttributes] }),
      });
    }

    this.logBucket = new Bucket(this, 'LogBucket', {
      ...privateBucketProps(props.throwaway),
      // CloudFront's standard logging writes with an ACL, so this bucket alone keeps ACLs on.
      objectOwnership: ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [{ expiration: Duration.days(90) }],
    });

    this.avatarBucket = new Bucket(this, 'AvatarBucket', {
      ...privateBucketProps(props.throwaway),
      serverAccessLogsBucket: this.logBucket,
      serverAccessLogsPrefix: 's3/avatars/',
      // Exports were written here before they had a bucket of their own: what a deploy of that time
      // left still expires after a day.
      lifecycleRules: [{ prefix: exportPathPrefix, expiration: Duration.days(1) }],
    });

    // Each export is read through a 15-minute link and deleted after a day: nothing in it outlives
    // the stack, so it is destroyed and emptied with it (docs/infra.md#teardown).
    this.exportBucket = new Bucket(this, 'ExportBucket', {
      ...disposableBucketProps(this.logBucket, 's3/exports/'),
      lifecycleRules: [
        { expiration: Duration.days(1), abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
    });
    this.exportBucket.addToResourcePolicy(
      new PolicyStatement({
        sid: 'NoCloudFront',
        effect: Effect.DENY,
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:*'],
        resources: [this.exportBucket.bucketArn, this.exportBucket.arnForObjects('*')],
      }),
    );

    // 64 random letters and digits; functions/lib/secret.ts reads it once per cold start.
    this.sessionSecret = new Secret(this, 'SessionSecret', {
      description: 'HS256 key that signs the session cookies (functions/lib/session.ts)',
      generateSecretString: { passwordLength: 64, excludePunctuation: true, includeSpace: false },
      removalPolicy,
    });
    // Generated once at the first deploy; the VAPID key pair is derived from it, so browsers'
    // subscriptions stay valid as long as it is kept (functions/lib/vapid.ts).
    this.vapidSecret = new Secret(this, 'VapidSecret', {
      description: 'Seed of the VAPID key pair that signs Web Push messages (functions/lib/vapid.ts)',
      generateSecretString: { passwordLength: 64, excludePunctuation: true, includeSpace: false },
      removalPolicy,
    });
    // 43 random letters and digits (over 250 bits): the token of the deploy's one-time setup link,
    // read only by the claim (functions/admin/claim.ts) and by the account's holders.
    this.setupSecret = new Secret(this, 'SetupSecret', {
      description: 'Token of the setup link that makes its first user the owner (functions/admin/claim.ts)',
      generateSecretString: { passwordLength: 43, excludePunctuation: true, includeSpace: false },
      removalPolicy,
    });
  }
}
