/**
 * Live updates (docs/realtime.md):
 *   - an API Gateway WebSocket API, stage `ws` (CloudFront's `/ws` behaviour reaches the stage root,
 *     infra/constructs/site.ts), one function per route of shared/routes.ts `webSocketRoutes`;
 *   - the fan-out function, fed by the table's stream through an event source mapping whose filter
 *     (functions/realtime/stream-filter.ts) lets only items that matter invoke it, with partial
 *     batch failures, bisect on error, bounded retries and record age, and an SQS on-failure
 *     destination, so a failing batch never blocks the stream.
 * Every function's role has inline statements only, exactly its grants: the table actions its code
 * sends, the session and origin proof secrets for $connect, and `execute-api:ManageConnections` on this API's
 * `@connections` for the fan-out alone (whose role is its own: the event source adds to it).
 * The four functions log to one log group, `realtime`.
 *
 * The stage sends access logs only with `-c webSocketAccessLogs=true`: unlike an HTTP API, a
 * WebSocket stage logs through API Gateway's account-level CloudWatch role, which a fresh account
 * lacks (docs/decisions/0048-websocket-stage-without-access-logs-by-default.md). `$connect` writes
 * its own access line either way.
 */
import { Duration, type RemovalPolicy, Stack } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { LogGroupLogDestination, WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Architecture, FilterCriteria, Runtime, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { liveFilterPattern } from '../../functions/realtime/stream-filter';
import { type LiveFunctionDefinition, liveFanOutFunction, webSocketRoutes } from '../../shared/routes';
import { handlerEntry, lockFile, projectRoot } from '../bundling';
import { areaOf, executeApiDomain, type FunctionHousing, nodejsBundling, pascal } from './lambda';

export interface RealtimeProps {
  readonly table: Table;
  readonly sessionSecret: Secret;
  readonly removalPolicy: RemovalPolicy;
  readonly housing: FunctionHousing;
  /** The secret of CloudFront's proof header, read by ARN and checked on $connect (functions/lib/client-address.ts). */
  readonly originVerifySecret: Secret;
  /** Access logs on the stage: needs API Gateway's account CloudWatch role (infra/config.ts). */
  readonly accessLogs: boolean;
}

/** The stage name is the path CloudFront forwards (`/ws`), so the behaviour needs no path rewrite. */
export const liveStageName = 'ws';

/** The event source mapping's settings (the local poller, scripts/local/stream-poller.ts, mirrors them). */
export const fanOutMapping = {
  batchSize: 100,
  retryAttempts: 2,
  maxRecordAge: Duration.minutes(5),
} as const;

/** What each live function's code sends to the table (functions/data/notifications/connections.ts, users.ts). */
const tableActions: Record<string, string[]> = {
  // Session read, then TransactWriteItems of two Puts.
  'live-connect': ['dynamodb:GetItem', 'dynamodb:PutItem'],
  // DeleteItem of the owner item (old image), then of the user's item.
  'live-disconnect': ['dynamodb:DeleteItem'],
  'live-default': [],
  // Query of a user's connections; TransactWriteItems of two Deletes for a gone connection.
  'live-fan-out': ['dynamodb:Query', 'dynamodb:DeleteItem'],
};

export class Realtime extends Construct {
  readonly webSocketApi: WebSocketApi;
  readonly stage: WebSocketStage;
  readonly functions = new Map<string, NodejsFunction>();
  readonly failures: Queue;

  constructor(scope: Construct, id: string, props: RealtimeProps) {
    super(scope, id);
    const { removalPolicy } = props;
    const fn = (definition: LiveFunctionDefinition, environment: Record<string, string> = {}) => {
      const created = this.liveFunction(definition, props, environment);
      this.functions.set(definition.name, created);
      return created;
    };
    const byKey = (key: (typeof webSocketRoutes)[number]['routeKey']) =>
      webSocketRoutes.find((route) => route.routeKey === key) as LiveFunctionDefinition;
    const integration = (definition: LiveFunctionDefinition) =>
      new WebSocketLambdaIntegration(`${pascal(definition.name)}Integration`, fn(definition));

    this.webSocketApi = new WebSocketApi(this, 'WebSocketApi', {
      description: 'Team Todo live updates: shared/routes.ts webSocketRoutes',
      connectRouteOptions: { integration: integration(byKey('$connect')) },
      disconnectRouteOptions: { integration: integration(byKey('$disconnect')) },
      // The pong goes back on the same connection as the route's response.
      defaultRouteOptions: { integration: integration(byKey('$default')), returnResponse: true },
    });
    this.stage = new WebSocketStage(this, 'Stage', {
      webSocketApi: this.webSocketApi,
      stageName: liveStageName,
      autoDeploy: true,
      // Clients send one ping per 5 minutes; this only stops a runaway client.
      throttle: { rateLimit: 100, burstLimit: 200 },
      ...(props.accessLogs
        ? {
            accessLogSettings: {
              destination: new LogGroupLogDestination(
                new LogGroup(this, 'AccessLogs', { retention: RetentionDays.THREE_MONTHS, removalPolicy }),
              ),
              format: AccessLogFormat.custom(
                JSON.stringify({
                  requestId: '$context.requestId',
                  routeKey: '$context.routeKey',
                  eventType: '$context.eventType',
                  status: '$context.status',
                  connectionId: '$context.connectionId',
                  integrationError: '$context.integrationErrorMessage',
                  // The CloudFront edge, not the visitor (the $connect function logs the visitor).
                  edgeIp: '$context.identity.sourceIp',
                  time: '$context.requestTime',
                }),
              ),
            },
          }
        : {}),
    });

    const stack = Stack.of(this);
    const managementEndpoint = `https://${this.webSocketApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}/${liveStageName}`;
    const fanOut = fn(liveFanOutFunction, { LIVE_MANAGEMENT_ENDPOINT: managementEndpoint });
    // Post to a connection and close one (a session that ended): this API and stage only.
    fanOut.role?.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['execute-api:ManageConnections'],
        resources: ['POST', 'DELETE'].map((method) =>
          stack.formatArn({
            service: 'execute-api',
            resource: this.webSocketApi.apiId,
            resourceName: `${liveStageName}/${method}/@connections/*`,
          }),
        ),
      }),
    );

    this.failures = new Queue(this, 'FanOutFailures', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
      removalPolicy,
    });
    fanOut.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: StartingPosition.LATEST,
        batchSize: fanOutMapping.batchSize,
        // Messages are latency-bound: invoke as soon as records arrive.
        maxBatchingWindow: Duration.seconds(0),
        bisectBatchOnError: true,
        retryAttempts: fanOutMapping.retryAttempts,
        maxRecordAge: fanOutMapping.maxRecordAge,
        reportBatchItemFailures: true,
        parallelizationFactor: 1,
        onFailure: new SqsDlq(this.failures),
        filters: [FilterCriteria.filter(liveFilterPattern as unknown as Record<string, unknown>)],
      }),
    );
  }

  private liveFunction(
    definition: LiveFunctionDefinition,
    props: RealtimeProps,
    environment: Record<string, string>,
  ): NodejsFunction {
    const id = pascal(definition.name);
    const statements: PolicyStatement[] = [];
    const actions = tableActions[definition.name] ?? [];
    if (actions.length > 0) {
      statements.push(new PolicyStatement({ actions, resources: [props.table.tableArn] }));
    }
    const needsSession = definition.name === 'live-connect';
    if (needsSession) {
      statements.push(
        new PolicyStatement({
          actions: ['secretsmanager:GetSecretValue'],
          resources: [props.sessionSecret.secretArn, props.originVerifySecret.secretArn],
        }),
      );
    }
    // A role per live function: their grants differ, and the fan-out's grows after creation.
    const logGroup = props.housing.logGroup(areaOf(definition.handler));
    const role = props.housing.role(
      { id: `${id}Role`, description: `Lambda role of live function ${definition.name}`, statements },
      logGroup,
    );
    return new NodejsFunction(this, `${id}Function`, {
      description: `Live updates: ${definition.name}`,
      entry: handlerEntry(definition),
      handler: 'handler',
      projectRoot,
      depsLockFilePath: lockFile,
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      // Connect verifies a JWT and reads the profile; the fan-out posts to connections in parallel.
      memorySize: definition.name === 'live-fan-out' ? 512 : 256,
      timeout: Duration.seconds(definition.name === 'live-fan-out' ? 30 : 10),
      role,
      logGroup,
      environment: {
        TABLE_NAME: props.table.tableName,
        LOG_LEVEL: 'info',
        NODE_OPTIONS: '--enable-source-maps',
        ...(needsSession
          ? {
              SESSION_SECRET_ARN: props.sessionSecret.secretArn,
              ORIGIN_VERIFY_SECRET_ARN: props.originVerifySecret.secretArn,
            }
          : {}),
        ...environment,
      },
      bundling: nodejsBundling,
    });
  }
}

/** The WebSocket API's domain, for CloudFront's `/ws` origin. */
export const liveDomain = (api: WebSocketApi): string => executeApiDomain(api);
