/**
 * The HTTP API (docs/infra.md#stack-layout): the API itself, its `$default` stage and access logs
 * in a nested stack of their own (`Http`), and the routes in nested stacks per area of functions/
 * (`<Area>Routes`, a second `<Area>Routes2` past `routesPerStack`), so that the templates stay far
 * below CloudFormation's quotas as routes are added (docs/decisions/0104-nested-stacks-per-area.md).
 * Each route is four resources in its area's stack: one Lambda function with a role that allows
 * exactly what infra/route-settings.ts declares (shared by the routes whose grants are identical:
 * the roles and log groups stay in the parent stack, `FunctionHousing`), its integration, route and
 * invoke permission.
 */
import { Duration, NestedStack, type RemovalPolicy } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { tableDefinition } from '../../functions/data/core/table';
import type { RegistrationMode } from '../../shared/accounts';
import { avatarPathPrefix, exportPathPrefix } from '../../shared/object-keys';
import type { RouteDefinition } from '../../shared/routes';
import { handlerEntry, lockFile, projectRoot } from '../bundling';
import type { MailSender } from '../config';
import { bulkDeleteActions, type RouteSettings, tableActions } from '../route-settings';
import {
  areaOf,
  executeApiDomain,
  type FunctionHousing,
  nodejsBundling,
  pascal,
  sendMailStatement,
} from './lambda';

/** A route the API serves, with its settings (the manifest's, or a test's synthetic ones). */
export interface ApiRoute {
  readonly definition: RouteDefinition;
  readonly settings: RouteSettings;
}

/**
 * The most routes one nested stack holds: 4 resources each, so 60 routes are 240 of the 500
 * resources a template may have (48 %), with parameters and size far below theirs
 * (docs/infra.md#quotas). An area with more spills into a second stack, in manifest order.
 */
export const routesPerStack = 60;

/**
 * The routes grouped into nested stacks: one per area of functions/, in manifest order, an area
 * past `routesPerStack` continued in `<Area>Routes2` and on. A route stays in its stack as long as
 * its area's earlier routes stay: API Gateway refuses a route key that still exists, so a route
 * that moved stacks would fail the deploy that moves it (docs/infra.md#stack-layout).
 */
export function routeStacks(routes: readonly ApiRoute[]): Map<string, ApiRoute[]> {
  const byArea = new Map<string, ApiRoute[]>();
  for (const route of routes) {
    const area = areaOf(route.definition.handler);
    byArea.set(area, [...(byArea.get(area) ?? []), route]);
  }
  const stacks = new Map<string, ApiRoute[]>();
  for (const [area, inArea] of byArea) {
    for (let start = 0; start < inArea.length; start += routesPerStack) {
      const part = start / routesPerStack + 1;
      stacks.set(`${pascal(area)}Routes${part > 1 ? part : ''}`, inArea.slice(start, start + routesPerStack));
    }
  }
  return stacks;
}

export interface ApiProps {
  /** The routes to serve: the manifest's (infra/stack.ts), with their settings. */
  readonly routes: readonly ApiRoute[];
  readonly table: Table;
  readonly avatarBucket: Bucket;
  /** Large exports: written and linked by the routes whose settings say `exports`. */
  readonly exportBucket: Bucket;
  readonly sessionSecret: Secret;
  /** Read by the routes whose settings say `vapidSecret` (the push public key). */
  readonly vapidSecret: Secret;
  /** Read by the routes whose settings say `setupSecret` (the claim). */
  readonly setupSecret: Secret;
  /** How sign-up starts until an admin changes it (infra/config.ts). */
  readonly registration: RegistrationMode;
  readonly burnRoutes: boolean;
  /** The stores' removal policy (infra/constructs/data.ts `storePolicy`), for the access logs. */
  readonly removalPolicy: RemovalPolicy;
  /** The stack's shared log groups and roles. */
  readonly housing: FunctionHousing;
  /**
   * The secret whose value CloudFront adds to every request to the API: functions read it by ARN
   * once per cold start and refuse requests without it (functions/lib/client-address.ts).
   */
  readonly originVerifySecret: Secret;
  /** The sender of the routes whose settings say `mail` (`-c mailFrom`); absent, they send nothing. */
  readonly mailSender?: MailSender;
}

export class Api extends Construct {
  readonly httpApi: HttpApi;
  /** Each route's function, by route name. */
  readonly functions = new Map<string, NodejsFunction>();
  /** The nested stack of the API and its stage. */
  readonly httpStack: NestedStack;
  /** The nested stacks of the routes, by id (`TodoRoutes`...). */
  readonly routeStacks = new Map<string, NestedStack>();

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const { removalPolicy } = props;

    this.httpStack = new NestedStack(this, 'Http', {
      description:
        'Team Todo HTTP API: the API, its $default stage and access logs (infra/constructs/api.ts)',
    });
    this.httpApi = new HttpApi(this.httpStack, 'HttpApi', {
      description: 'Team Todo API: one route per entry of shared/routes.ts',
      // The stage is declared below, with throttling and access logs.
      createDefaultStage: false,
    });
    const accessLogs = new LogGroup(this.httpStack, 'AccessLogs', {
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

    for (const [stackId, inStack] of routeStacks(props.routes)) {
      const areas = [...new Set(inStack.map((route) => areaOf(route.definition.handler)))];
      const stack = new NestedStack(this, stackId, {
        description: `Team Todo HTTP routes of functions/${areas.join(', ')} (infra/constructs/api.ts)`,
      });
      this.routeStacks.set(stackId, stack);
      for (const { definition, settings } of inStack) {
        const fn = this.routeFunction(stack, definition, settings, props);
        this.functions.set(definition.name, fn);
        const id = pascal(definition.name);
        new HttpRoute(stack, `${id}Route`, {
          httpApi: this.httpApi,
          routeKey: HttpRouteKey.with(definition.path, HttpMethod[definition.method]),
          integration: new HttpLambdaIntegration(`${id}Integration`, fn),
        });
      }
    }
  }

  /**
   * The grants of a route's role, from its settings alone: routes with the same table access,
   * index, avatar, export, mail and VAPID settings get identical statements, and so share one role
   * (a `mail` route without `-c mailFrom` has nothing to send as: it shares the role of its peers).
   */
  private grantsOf(settings: RouteSettings, props: ApiProps) {
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
    if (sender) statements.push(sendMailStatement(this, sender));
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

  private routeFunction(
    stack: NestedStack,
    route: RouteDefinition,
    settings: RouteSettings,
    props: ApiProps,
  ): NodejsFunction {
    const id = pascal(route.name);
    const logGroup = props.housing.logGroup(areaOf(route.handler));
    const role = props.housing.role(this.grantsOf(settings, props), logGroup);
    const sender = mailSenderOf(settings, props);

    return new NodejsFunction(stack, `${id}Function`, {
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
        ORIGIN_VERIFY_SECRET_ARN: props.originVerifySecret.secretArn,
        ...(settings.avatars || settings.avatarDeletes
          ? { AVATAR_BUCKET: props.avatarBucket.bucketName }
          : {}),
        ...(settings.exports ? { EXPORT_BUCKET: props.exportBucket.bucketName } : {}),
        ...(settings.loadTest ? { BURN_ROUTES_ENABLED: String(props.burnRoutes) } : {}),
        ...(settings.vapidSecret ? { VAPID_SECRET_ARN: props.vapidSecret.secretArn } : {}),
        ...(settings.setupSecret ? { SETUP_SECRET_ARN: props.setupSecret.secretArn } : {}),
        ...(props.registration !== 'open' ? { REGISTRATION_DEFAULT: props.registration } : {}),
        ...(sender ? { MAIL_FROM: sender.from } : {}),
        // Every function may say whether the site sends mail; only the senders may send.
        ...(props.mailSender ? { MAIL_ON: 'true' } : {}),
      },
      bundling: nodejsBundling,
    });
  }
}

/** The sender a route sends as: its settings say `mail` and the deploy names one (`-c mailFrom`). */
const mailSenderOf = (settings: RouteSettings, props: ApiProps): MailSender | undefined =>
  settings.mail ? props.mailSender : undefined;

/** The API's domain (`<id>.execute-api.<region>.amazonaws.com`), for CloudFront's origin. */
export const apiDomain = (api: HttpApi): string => executeApiDomain(api);
