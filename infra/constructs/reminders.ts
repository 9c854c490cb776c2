/**
 * Reminders (docs/reminders.md): the poller function, run every minute by an EventBridge
 * rule, with least-privilege grants: Query of the reminder index (GSI2) and of the table (a user's
 * push devices), GetItem/UpdateItem (watermark, claims), PutItem (the reminder's notification, in
 * the claim's transaction), DeleteItem (a device the push service says is gone), and reading the
 * VAPID seed secret; with a sender (`-c mailFrom`), SES's SendEmail as that sender for the
 * notification emails and the daily digest, whose unsubscribe links are signed with a key derived
 * from the session secret. Its bundle is the only one carrying web-push.
 */
import { Duration } from 'aws-cdk-lib';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { reminderPollerFunction } from '../../shared/routes';
import { handlerEntry, lockFile, projectRoot } from '../bundling';
import type { MailSender } from '../config';
import { areaOf, type FunctionHousing, nodejsBundling, pascal, sendMailStatement } from './lambda';

export interface RemindersProps {
  readonly table: Table;
  readonly vapidSecret: Secret;
  /** The unsubscribe links' key is derived from it (functions/lib/unsubscribe-token.ts). */
  readonly sessionSecret: Secret;
  readonly housing: FunctionHousing;
  /** The sender of the notification emails (`-c mailFrom`); absent, the poller sends none. */
  readonly mailSender?: MailSender;
}

/** The reminder index's name (functions/data/core/table.ts). */
export const reminderIndexName = 'GSI2';

export class Reminders extends Construct {
  readonly poller: NodejsFunction;
  readonly schedule: Rule;

  constructor(scope: Construct, id: string, props: RemindersProps) {
    super(scope, id);
    const name = pascal(reminderPollerFunction.name);
    const statements = [
      new PolicyStatement({
        actions: ['dynamodb:Query'],
        resources: [`${props.table.tableArn}/index/${reminderIndexName}`],
      }),
      new PolicyStatement({
        actions: [
          'dynamodb:Query',
          'dynamodb:GetItem',
          // A due email's recipient and notification, read together (docs/notification-emails.md).
          'dynamodb:BatchGetItem',
          'dynamodb:UpdateItem',
          'dynamodb:PutItem',
          'dynamodb:DeleteItem',
        ],
        resources: [props.table.tableArn],
      }),
      new PolicyStatement({
        actions: ['secretsmanager:GetSecretValue'],
        resources: [props.vapidSecret.secretArn, props.sessionSecret.secretArn],
      }),
      // Notification emails and the daily digest (docs/notification-emails.md), as the site's sender only.
      ...(props.mailSender ? [sendMailStatement(this, props.mailSender)] : []),
    ];
    const logGroup = props.housing.logGroup(areaOf(reminderPollerFunction.handler));
    const role = props.housing.role(
      {
        id: `${name}Role`,
        description: 'Lambda role of the reminder poller (infra/constructs/reminders.ts)',
        statements,
      },
      logGroup,
    );
    this.poller = new NodejsFunction(this, `${name}Function`, {
      description: 'Reminders: sends what the reminder index shows due (every minute)',
      entry: handlerEntry(reminderPollerFunction),
      handler: 'handler',
      projectRoot,
      depsLockFilePath: lockFile,
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      // A catch-up after an outage may take a while; the next minute's run waits its turn.
      timeout: Duration.seconds(55),
      role,
      logGroup,
      environment: {
        TABLE_NAME: props.table.tableName,
        VAPID_SECRET_ARN: props.vapidSecret.secretArn,
        SESSION_SECRET_ARN: props.sessionSecret.secretArn,
        ...(props.mailSender ? { MAIL_FROM: props.mailSender.from } : {}),
        LOG_LEVEL: 'info',
        NODE_OPTIONS: '--enable-source-maps',
      },
      bundling: nodejsBundling,
    });
    this.schedule = new Rule(this, 'EveryMinute', {
      description: 'Runs the reminder poller every minute (docs/reminders.md)',
      schedule: Schedule.rate(Duration.minutes(1)),
      targets: [new LambdaFunction(this.poller, { retryAttempts: 0 })],
    });
  }
}
