/** What the stack's constructs share about their functions and APIs, declared once. */
import { type RemovalPolicy, Stack } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { type BundlingOptions, LogLevel, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct, type IConstruct } from 'constructs';
import { esbuildSettings } from '../bundling';
import type { MailSender } from '../config';

/** NodejsFunction's bundling of every function: infra/bundling.ts's esbuild settings, the AWS SDK bundled. */
export const nodejsBundling: BundlingOptions = {
  format: OutputFormat.ESM,
  target: esbuildSettings.target,
  minify: esbuildSettings.minify,
  sourceMap: esbuildSettings.sourcemap,
  sourcesContent: esbuildSettings.sourcesContent,
  mainFields: [...esbuildSettings.mainFields],
  banner: esbuildSettings.banner,
  externalModules: [...esbuildSettings.external],
  esbuildArgs: Object.fromEntries(
    Object.entries(esbuildSettings.alias).map(([from, to]) => [`--alias:${from}`, to]),
  ),
  bundleAwsSDK: true,
  logLevel: LogLevel.WARNING,
};

/** An API Gateway API's own domain (`<id>.execute-api.<region>.amazonaws.com`), for CloudFront's origins. */
export const executeApiDomain = (api: IConstruct & { apiId: string }): string =>
  `${api.apiId}.execute-api.${Stack.of(api).region}.${Stack.of(api).urlSuffix}`;

/** CloudFormation-safe id from a kebab-case name: `todo-get` becomes `TodoGet`. */
export const pascal = (name: string): string =>
  name.replace(/(^|-)([a-z0-9])/g, (_, __: string, c: string) => c.toUpperCase());

/** The area of a handler module, `functions/<area>/<route>.ts`: its log group. */
export const areaOf = (handler: string): string => handler.split('/')[0] as string;

/**
 * Sending mail as the site's sender, and as no one else: SES's SendEmail (the v2 API's action too) on
 * the sender's identities in the stack's region, its domain and its address. The operator verifies
 * one of them; SES checks the permission on the one it sends as (the address's own when both are
 * verified), so both are named, and no other identity of the account can be sent from.
 */
export function sendMailStatement(scope: IConstruct, sender: MailSender): PolicyStatement {
  const identity = (name: string) =>
    Stack.of(scope).formatArn({ service: 'ses', resource: 'identity', resourceName: name });
  return new PolicyStatement({
    actions: ['ses:SendEmail'],
    resources: [identity(sender.domain), identity(sender.address)],
  });
}

export interface RoleRequest {
  /** The role's construct id: names its grant set (e.g. `ReadRole`), or a function (`exclusive`). */
  readonly id: string;
  readonly description: string;
  /** Everything the role allows besides writing logs. */
  readonly statements: readonly PolicyStatement[];
}

/**
 * The log groups and roles of the stack's functions (CloudFormation budget, the design brief): one log
 * group per area of functions/ (Lambda's logging config sends each function's logs there; the
 * stream names carry the function name, every line its route), and one role per distinct grant
 * set. Functions whose grants are identical share a role; a request for an existing role id with
 * different statements throws, so sharing never widens a function's grants. A role may write to
 * the log groups of the functions that use it, and nothing else of the logs.
 */
export class FunctionHousing extends Construct {
  private readonly logGroups = new Map<string, LogGroup>();
  private readonly roles = new Map<string, { role: Role; grants: string; logGroups: Set<LogGroup> }>();

  constructor(
    scope: Construct,
    id: string,
    private readonly removalPolicy: RemovalPolicy,
  ) {
    super(scope, id);
  }

  /** The log group of an area, kept three months. */
  logGroup(area: string): LogGroup {
    let group = this.logGroups.get(area);
    if (!group) {
      group = new LogGroup(this, `${pascal(area)}Logs`, {
        retention: RetentionDays.THREE_MONTHS,
        removalPolicy: this.removalPolicy,
      });
      this.logGroups.set(area, group);
    }
    return group;
  }

  /** The role for this grant set, made on first request, allowed to write to `logGroup`. */
  role(request: RoleRequest, logGroup: LogGroup): Role {
    const grants = JSON.stringify(request.statements.map((s) => s.toStatementJson()));
    let entry = this.roles.get(request.id);
    if (!entry) {
      const role = new Role(this, request.id, {
        assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
        description: request.description,
      });
      for (const statement of request.statements) role.addToPolicy(statement);
      entry = { role, grants, logGroups: new Set() };
      this.roles.set(request.id, entry);
    } else if (entry.grants !== grants) {
      throw new Error(`Role ${request.id} is shared by functions whose grants differ`);
    }
    if (!entry.logGroups.has(logGroup)) {
      logGroup.grantWrite(entry.role);
      entry.logGroups.add(logGroup);
    }
    return entry.role;
  }

  /** How many functions' worth of roles and log groups exist (tests). */
  get counts(): { roles: number; logGroups: number } {
    return { roles: this.roles.size, logGroups: this.logGroups.size };
  }
}
