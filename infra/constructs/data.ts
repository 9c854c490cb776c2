/**
 * The stateful part of the stack: the single table (from the shared definition), the avatar
 * bucket, the access-log bucket and the session signing secret.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, StreamViewType, Table } from 'aws-cdk-lib/aws-dynamodb';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  type BucketProps,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { tableDefinition } from '../../functions/data/table';
import { exportPathPrefix } from '../../shared/routes';

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

export class Data extends Construct {
  readonly table: Table;
  readonly avatarBucket: Bucket;
  /** S3 server access logs of the other buckets and CloudFront's standard logs. */
  readonly logBucket: Bucket;
  readonly sessionSecret: Secret;
  /** issue 24: the seed of the VAPID key pair (functions/lib/vapid.ts). */
  readonly vapidSecret: Secret;

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
        projectionType: ProjectionType.INCLUDE,
        nonKeyAttributes: [...index.projectedAttributes],
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
      // Large exports (issue 26) are read through 15-minute links; the objects go after a day.
      lifecycleRules: [{ prefix: exportPathPrefix, expiration: Duration.days(1) }],
    });

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
  }
}
