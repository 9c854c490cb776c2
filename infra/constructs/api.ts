/**
 * One Lambda function per manifest route, each with a role of its own that allows exactly what
 * infra/route-settings.ts declares, and an HTTP API with one route per manifest entry.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
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
import { avatarPathPrefix, type RouteDefinition, type RouteName, routes } from '../../shared/routes';
import { handlerEntry, lockFile, projectRoot } from '../bundling';
import { type RouteSettings, settingsFor, tableActions } from '../route-settings';
import { executeApiDomain, functionLogsAndRole, nodejsBundling } from './lambda';

export interface ApiProps {
  readonly table: Table;
  readonly avatarBucket: Bucket;
  readonly sessionSecret: Secret;
  readonly burnRoutes: boolean;
  readonly throwaway: boolean;
}

/** CloudFormation-safe id from a route name: `todo-get` becomes `TodoGet`. */
const pascal = (name: string): string =>
  name.replace(/(^|-)([a-z0-9])/g, (_, __: string, c: string) => c.toUpperCase());

export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly functions = new Map<RouteName, NodejsFunction>();

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const removalPolicy = props.throwaway ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN;

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
            ip: '$context.identity.sourceIp',
            time: '$context.requestTime',
          }),
        ),
      },
    });

    for (const route of routes) {
      const fn = this.routeFunction(route, settingsFor(route.name), props, removalPolicy);
      this.functions.set(route.name, fn);
      this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${pascal(route.name)}Integration`, fn),
      });
    }
  }

  private routeFunction(
    route: RouteDefinition,
    settings: RouteSettings,
    props: ApiProps,
    removalPolicy: RemovalPolicy,
  ): NodejsFunction {
    const id = pascal(route.name);
    const { logGroup, role } = functionLogsAndRole(
      this,
      id,
      `Lambda role of route ${route.name}`,
      removalPolicy,
    );
    role.addToPolicy(
      new PolicyStatement({ actions: tableActions(settings.table), resources: [props.table.tableArn] }),
    );
    if (settings.searchIndex) {
      role.addToPolicy(
        new PolicyStatement({
          actions: ['dynamodb:Query'],
          resources: tableDefinition.globalSecondaryIndexes.map(
            (index) => `${props.table.tableArn}/index/${index.indexName}`,
          ),
        }),
      );
    }
    if (settings.avatars) {
      role.addToPolicy(
        new PolicyStatement({
          actions: ['s3:PutObject', 's3:DeleteObject'],
          resources: [props.avatarBucket.arnForObjects(`${avatarPathPrefix}*`)],
        }),
      );
    }
    role.addToPolicy(
      new PolicyStatement({
        actions: ['secretsmanager:GetSecretValue'],
        resources: [props.sessionSecret.secretArn],
      }),
    );

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
        ...(settings.avatars ? { AVATAR_BUCKET: props.avatarBucket.bucketName } : {}),
        ...(settings.loadTest ? { BURN_ROUTES_ENABLED: String(props.burnRoutes) } : {}),
      },
      bundling: nodejsBundling,
    });
  }
}

/** The API's domain (`<id>.execute-api.<region>.amazonaws.com`), for CloudFront's origin. */
export const apiDomain = (api: HttpApi): string => executeApiDomain(api);
