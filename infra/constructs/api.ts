/**
 * The HTTP API (docs/infra.md#stack-layout): the API itself, its `$default` stage and access logs
 * in a nested stack of their own (`Http`), and the routes in nested stacks per area of functions/
 * (`<Area>Routes`, a second `<Area>Routes2` past `routesPerStack`), so that the templates stay far
 * below CloudFormation's quotas as routes are added (docs/decisions/0104-nested-stacks-per-area.md).
 * Each route is four resources in its area's stack: one Lambda function with a role that allows
 * exactly what infra/route-settings.ts declares (./route-grants.ts; shared by the routes whose grants
 * are identical: the roles and log groups stay in the parent stack, `FunctionHousing`), its
 * integration, route and invoke permission. Which stack a route goes in: ./route-stacks.ts.
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
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { RegistrationMode } from '../../shared/accounts';
import type { RouteDefinition } from '../../shared/routes';
import { handlerEntry, lockFile, projectRoot } from '../bundling';
import type { RouteSettings } from '../route-settings/types';
import { areaOf, executeApiDomain, type FunctionHousing, nodejsBundling, pascal } from './lambda';
import { mailSenderOf, type RouteResources, routeGrants } from './route-grants';
import { type ApiRoute, routeStacks } from './route-stacks';

export interface ApiProps extends RouteResources {
  /** The routes to serve: the manifest's (infra/stack.ts), with their settings. */
  readonly routes: readonly ApiRoute[];
  /** How sign-up starts until an admin changes it (infra/config.ts). */
  readonly registration: RegistrationMode;
  readonly burnRoutes: boolean;
  /** The stores' removal policy (infra/constructs/data.ts `storePolicy`), for the access logs. */
  readonly removalPolicy: RemovalPolicy;
  /** The stack's shared log groups and roles. */
  readonly housing: FunctionHousing;
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

  private routeFunction(
    stack: NestedStack,
    route: RouteDefinition,
    settings: RouteSettings,
    props: ApiProps,
  ): NodejsFunction {
    const id = pascal(route.name);
    const logGroup = props.housing.logGroup(areaOf(route.handler));
    const role = props.housing.role(routeGrants(this, settings, props), logGroup);
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

/** The API's domain (`<id>.execute-api.<region>.amazonaws.com`), for CloudFront's origin. */
export const apiDomain = (api: HttpApi): string => executeApiDomain(api);
