/**
 * One Lambda function per manifest route, with a role that allows exactly what
 * infra/route-settings.ts declares (shared by the routes whose grants are identical), its area's
 * log group, and an HTTP API with one route per manifest entry: four resources per route
 * (function, integration, route, permission).
 */
import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { tableDefinition } from '../../functions/data/table';
import {
  avatarPathPrefix,
  exportPathPrefix,
  type RouteDefinition,
  type RouteName,
  routes,
} from '../../shared/routes';
import { handlerEntry, lockFile, projectRoot } from '../bundling';
import { type RouteSettings, settingsFor, tableActions } from '../route-settings';
import { areaOf, executeApiDomain, type FunctionHousing, nodejsBundling, pascal } from './lambda';

export interface ApiProps {
  readonly table: Table;
  readonly avatarBucket: Bucket;
  /** Large exports: written and linked by the routes whose settings say `exports`. */
  readonly exportBucket: Bucket;
  readonly sessionSecret: Secret;
  /** issue 24: read by the routes whose settings say `vapidSecret` (the push public key). */
  readonly vapidSecret: Secret;
  readonly burnRoutes: boolean;
  /** The stores' removal policy (infra/constructs/data.ts `storePolicy`), for the access logs. */
  readonly removalPolicy: RemovalPolicy;
  /** The stack's shared log groups and roles. */
  readonly housing: FunctionHousing;
  /**
   * Functions read it once at module load and refuse requests without it (functions/lib/client-address.ts):
   * CloudFront adds it to every request to the API, so it proves a request came through the site.
   */
  readonly originVerify: string;
}

export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly functions = new Map<RouteName, NodejsFunction>();

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const { removalPolicy } = props;

    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Team Todo API: one route per entry of shared/routes.ts',
      // The stage is declared below, with throttling and access logs.
      createDefaultStage: false,
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.THREE_MONTHS,
      removalPolicy,
    });
    this.httpApi.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      // Account-level protection against a runaway client; the load test fires 2000 requests at 200/s.
      throttle: { rateLimit: 500, burstLimit: 1000 },
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            routeKey: '$context.routeKey',
            status: '$context.status',
            latencyMs: '$context.responseLatency',
            integrationLatencyMs: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
            // The CloudFront edge that forwarded the request, not the visitor: API Gateway access
            // logs cannot read a header. The visitor's address is in CloudFront's standard logs
            // (c-ip) and in every function log line of the request (clientAddress).
            edgeIp: '$context.identity.sourceIp',
            time: '$context.requestTime',
          }),
        ),
      },
    });

    for (const route of routes) {
      const fn = this.routeFunction(route, settingsFor(route.name), props);
      this.functions.set(route.name, fn);
      this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${pascal(route.name)}Integration`, fn),
      });
    }
  }

  /**
   * The grants of a route's role, from its settings alone: routes with the same table access,
   * index and avatar settings get identical statements, and so share one role.
   */
  private grantsOf(settings: RouteSettings, props: ApiProps) {
    const statements = [
      new PolicyStatement({ actions: tableActions(settings.table), resources: [props.table.tableArn] }),
    ];
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
    if (settings.avatars) {
      statements.push(
        new PolicyStatement({
          actions: ['s3:PutObject', 's3:DeleteObject'],
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
    statements.push(
      new PolicyStatement({
        actions: ['secretsmanager:GetSecretValue'],
        resources: [
          props.sessionSecret.secretArn,
          ...(settings.vapidSecret ? [props.vapidSecret.secretArn] : []),
        ],
      }),
    );
    const what = [
      settings.table === 'write' ? 'read and write the table' : 'read the table',
      ...(settings.searchIndex ? ['query the username index'] : []),
      ...(settings.avatars ? ['put and delete avatars'] : []),
      ...(settings.exports ? ['put and read exports'] : []),
      settings.vapidSecret ? 'read the session and VAPID secrets' : 'read the session secret',
    ];
    return {
      id: `${pascal(settings.table)}${settings.searchIndex ? 'Index' : ''}${settings.avatars ? 'Avatars' : ''}${settings.exports ? 'Exports' : ''}${settings.vapidSecret ? 'Vapid' : ''}Role`,
      description: `Lambda role of the HTTP routes that ${what.join(', ')} (infra/route-settings.ts)`,
      statements,
    };
  }

  private routeFunction(route: RouteDefinition, settings: RouteSettings, props: ApiProps): NodejsFunction {
    const id = pascal(route.name);
    const logGroup = props.housing.logGroup(areaOf(route.handler));
    const role = props.housing.role(this.grantsOf(settings, props), logGroup);

    return new NodejsFunction(this, `${id}Function`, {
      description: `${route.method} ${route.path}`,
      entry: handlerEntry(route),
      handler: 'handler',
      projectRoot,
      depsLockFilePath: lockFile,
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: settings.memoryMb,
      timeout: Duration.seconds(settings.timeoutSeconds),
      role,
      logGroup,
      environment: {
        TABLE_NAME: props.table.tableName,
        SESSION_SECRET_ARN: props.sessionSecret.secretArn,
        LOG_LEVEL: 'info',
        NODE_OPTIONS: '--enable-source-maps',
        ORIGIN_VERIFY: props.originVerify,
        ...(settings.avatars ? { AVATAR_BUCKET: props.avatarBucket.bucketName } : {}),
        ...(settings.exports ? { EXPORT_BUCKET: props.exportBucket.bucketName } : {}),
        ...(settings.loadTest ? { BURN_ROUTES_ENABLED: String(props.burnRoutes) } : {}),
        ...(settings.vapidSecret ? { VAPID_SECRET_ARN: props.vapidSecret.secretArn } : {}),
      },
      bundling: nodejsBundling,
    });
  }
}

/** The API's domain (`<id>.execute-api.<region>.amazonaws.com`), for CloudFront's origin. */
export const apiDomain = (api: HttpApi): string => executeApiDomain(api);
