/**
 * The grants of a route function's role (decision 0052), from its settings alone
 * (infra/route-settings.ts): the table and its indexes, the avatar and export buckets, the secrets
 * and the mail sender it may use. Apart from the `Api` construct (./api.ts), which asks
 * `FunctionHousing` for the role these statements make.
 */
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IConstruct } from 'constructs';
import { tableDefinition } from '../../functions/data/core/table';
import { avatarPathPrefix, exportPathPrefix } from '../../shared/object-keys';
import type { MailSender } from '../config';
import { bulkDeleteActions, tableActions } from '../route-settings/table-grants';
import type { RouteSettings } from '../route-settings/types';
import { pascal, type RoleRequest, sendMailStatement } from './lambda';

/** What a route's grants and environment name: the stack's stores, secrets and mail sender. */
export interface RouteResources {
  readonly table: Table;
  readonly avatarBucket: Bucket;
  /** Large exports: written and linked by the routes whose settings say `exports`. */
  readonly exportBucket: Bucket;
  readonly sessionSecret: Secret;
  /** Read by the routes whose settings say `vapidSecret` (the push public key). */
  readonly vapidSecret: Secret;
  /** Read by the routes whose settings say `setupSecret` (the claim). */
  readonly setupSecret: Secret;
  /**
   * The secret whose value CloudFront adds to every request to the API: functions read it by ARN
   * once per cold start and refuse requests without it (functions/lib/client-address.ts).
   */
  readonly originVerifySecret: Secret;
  /** The sender of the routes whose settings say `mail` (`-c mailFrom`); absent, they send nothing. */
  readonly mailSender?: MailSender;
}

/**
 * The grants of a route's role, from its settings alone: routes with the same table access,
 * index, avatar, export, mail and VAPID settings get identical statements, and so share one role
 * (a `mail` route without `-c mailFrom` has nothing to send as: it shares the role of its peers).
 */
export function routeGrants(scope: IConstruct, settings: RouteSettings, props: RouteResources): RoleRequest {
  const sender = mailSenderOf(settings, props);
  const statements = [
    new PolicyStatement({ actions: tableActions(settings.table), resources: [props.table.tableArn] }),
    // The shared lists' task index (GSI4) holds nothing the table grant does not: every route
    // that reads the table may read a member's lists through it (functions/data/lists/joined-lists.ts).
    new PolicyStatement({ actions: ['dynamodb:Query'], resources: [`${props.table.tableArn}/index/GSI4`] }),
  ];
  if (settings.bulkDelete) {
    statements.push(
      new PolicyStatement({ actions: [...bulkDeleteActions], resources: [props.table.tableArn] }),
    );
  }
  if (settings.searchIndex) {
    statements.push(
      new PolicyStatement({
        actions: ['dynamodb:Query'],
        // The username index only: the reminder index (GSI2) is the poller's alone.
        resources: tableDefinition.globalSecondaryIndexes
          .filter((index) => index.indexName === 'GSI1')
          .map((index) => `${props.table.tableArn}/index/${index.indexName}`),
      }),
    );
  }
  if (settings.directoryIndex) {
    statements.push(
      new PolicyStatement({
        actions: ['dynamodb:Query'],
        resources: [`${props.table.tableArn}/index/GSI3`],
      }),
    );
  }
  if (settings.avatars) {
    statements.push(
      new PolicyStatement({
        actions: ['s3:PutObject', 's3:DeleteObject'],
        resources: [props.avatarBucket.arnForObjects(`${avatarPathPrefix}*`)],
      }),
    );
  }
  if (settings.avatarDeletes) {
    statements.push(
      new PolicyStatement({
        actions: ['s3:DeleteObject'],
        resources: [props.avatarBucket.arnForObjects(`${avatarPathPrefix}*`)],
      }),
    );
  }
  if (settings.exports) {
    // Put the document, and GetObject so the presigned link (signed by this role) can be read.
    statements.push(
      new PolicyStatement({
        actions: ['s3:PutObject', 's3:GetObject'],
        resources: [props.exportBucket.arnForObjects(`${exportPathPrefix}*`)],
      }),
    );
  }
  if (sender) statements.push(sendMailStatement(scope, sender));
  statements.push(
    new PolicyStatement({
      actions: ['secretsmanager:GetSecretValue'],
      resources: [
        props.sessionSecret.secretArn,
        props.originVerifySecret.secretArn,
        ...(settings.vapidSecret ? [props.vapidSecret.secretArn] : []),
        ...(settings.setupSecret ? [props.setupSecret.secretArn] : []),
      ],
    }),
  );
  const what = [
    settings.table === 'write' ? 'read and write the table' : 'read the table',
    ...(settings.bulkDelete ? ['batch-delete in the table'] : []),
    ...(settings.searchIndex ? ['query the username index'] : []),
    ...(settings.directoryIndex ? ['query the directory of accounts'] : []),
    ...(settings.avatars ? ['put and delete avatars'] : []),
    ...(settings.avatarDeletes ? ['delete avatars'] : []),
    ...(settings.exports ? ['put and read exports'] : []),
    ...(sender ? [`send mail as ${sender.address}`] : []),
    settings.vapidSecret
      ? 'read the session, origin proof and VAPID secrets'
      : settings.setupSecret
        ? 'read the session, origin proof and setup secrets'
        : 'read the session and origin proof secrets',
  ];
  return {
    id: `${pascal(settings.table)}${settings.searchIndex ? 'Index' : ''}${settings.avatars ? 'Avatars' : ''}${settings.avatarDeletes ? 'AvatarDeletes' : ''}${settings.exports ? 'Exports' : ''}${sender ? 'Mail' : ''}${settings.vapidSecret ? 'Vapid' : ''}${settings.directoryIndex ? 'Directory' : ''}${settings.setupSecret ? 'Setup' : ''}${settings.bulkDelete ? 'BulkDelete' : ''}Role`,
    description: `Lambda role of the HTTP routes that ${what.join(', ')} (infra/route-settings.ts)`,
    statements,
  };
}

/** The sender a route sends as: its settings say `mail` and the deploy names one (`-c mailFrom`). */
export const mailSenderOf = (settings: RouteSettings, props: RouteResources): MailSender | undefined =>
  settings.mail ? props.mailSender : undefined;
