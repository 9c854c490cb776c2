// biome-ignore-all lint/suspicious/noExplicitAny: synthesised CloudFormation JSON is untyped.
// biome-ignore-all lint/style/noNonNullAssertion: a missing resource fails the assertion that follows.
/**
 * CDK assertions on the synthesised templates, merged (./synth.ts): functions and routes per manifest entry,
 * runtime and architecture, the table, bucket protections, CloudFront behaviours and headers, and
 * the IAM policies of a read route, the search route and the image upload route.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectionOf, tableDefinition } from '../../functions/data/core/table';
import { routeSettings } from '../../infra/route-settings';
import { tableActions } from '../../infra/route-settings/table-grants';
import { type RouteName, routeKey, routes } from '../../shared/routes';
import { contentSecurityPolicy, hstsMaxAgeSeconds } from '../../shared/security-headers';
import { synthesise } from './synth';

type Resource = { Type: string; Properties: Record<string, any>; DeletionPolicy?: string };

let template: Template;
let resources: Record<string, Resource>;

beforeAll(() => {
  ({ template } = synthesise());
  resources = template.toJSON().Resources;
});

const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);
/**
 * The HTTP routes' functions (the live-update functions are tested in realtime.test.ts). Ours log to
 * their area's log group; aws-cdk-lib's providers (web upload, bucket emptying) have none.
 */
const routeFunctions = () =>
  ofType('AWS::Lambda::Function').filter(
    ([, r]) =>
      r.Properties.LoggingConfig !== undefined &&
      !String(r.Properties.Description).startsWith('Live updates:') &&
      !String(r.Properties.Description).startsWith('Reminders:'),
  );
/** The HTTP API's routes (the WebSocket API's are `$connect`, `$disconnect` and `$default`). */
const httpRoutes = () =>
  ofType('AWS::ApiGatewayV2::Route').filter(([, r]) => !String(r.Properties.RouteKey).startsWith('$'));

/** The logical id of the function serving a route (its description is the route key). */
function functionOf(name: RouteName): string {
  const route = routes.find((r) => r.name === name);
  const found = routeFunctions().filter(([, r]) => r.Properties.Description === routeKey(route!));
  expect(found, name).toHaveLength(1);
  return found[0]![0];
}

/** Every IAM statement attached to a function's role, and the role itself. */
function statementsOf(name: RouteName): { role: Resource; statements: any[] } {
  const roleId = resources[functionOf(name)]!.Properties.Role['Fn::GetAtt'][0] as string;
  const statements = ofType('AWS::IAM::Policy')
    .filter(([, p]) => p.Properties.Roles.some((r: any) => r.Ref === roleId))
    .flatMap(([, p]) => p.Properties.PolicyDocument.Statement);
  return { role: resources[roleId]!, statements };
}

const actionsOf = (statement: any): string[] => [statement.Action].flat();
const ref = (logicalId: string) => ({ 'Fn::GetAtt': [logicalId, 'Arn'] });
const logicalIdOf = (type: string, pathPart: string) => {
  const found = ofType(type).filter(([id]) => id.includes(pathPart));
  expect(found, `${type} ${pathPart}`).toHaveLength(1);
  return found[0]![0];
};

describe('functions', () => {
  it('has one function per manifest route, no more', () => {
    expect(routeFunctions()).toHaveLength(routes.length);
    for (const route of routes) functionOf(route.name);
  });

  it('runs every function on Node 24, arm64, with the settings declared per route', () => {
    for (const route of routes) {
      const { Properties: fn } = resources[functionOf(route.name)]!;
      expect(fn.Runtime, route.name).toBe('nodejs24.x');
      expect(fn.Architectures, route.name).toEqual(['arm64']);
      expect(fn.Handler).toBe('index.handler');
      expect(fn.MemorySize).toBe(routeSettings[route.name].memoryMb);
      expect(fn.Timeout).toBe(routeSettings[route.name].timeoutSeconds);
      expect(fn.Environment.Variables).toMatchObject({
        TABLE_NAME: { Ref: expect.any(String) },
        SESSION_SECRET_ARN: { Ref: expect.any(String) },
        NODE_OPTIONS: '--enable-source-maps',
      });
      expect(fn.Environment.Variables.SESSION_SECRET).toBeUndefined();
    }
  });

  it('never lowers the password hash cost: only test stacks set PASSWORD_HASH_COST', () => {
    const functions = ofType('AWS::Lambda::Function');
    expect(functions.length).toBeGreaterThan(routes.length);
    for (const [id, fn] of functions) {
      expect(fn.Properties.Environment?.Variables?.PASSWORD_HASH_COST, id).toBeUndefined();
    }
  });

  it('gives the memory burn route room for its 400 MB cap', () => {
    expect(resources[functionOf('burn-memory')]!.Properties.MemorySize).toBeGreaterThanOrEqual(768);
  });

  it('keeps the load-test routes off by default', () => {
    for (const name of ['burn-memory', 'burn-rps'] as const) {
      expect(resources[functionOf(name)]!.Properties.Environment.Variables.BURN_ROUTES_ENABLED).toBe('false');
    }
  });
});

describe('HTTP API', () => {
  it('has one route per manifest entry, with exactly the manifest route keys', () => {
    const keys = httpRoutes().map(([, r]) => r.Properties.RouteKey);
    expect(keys).toHaveLength(routes.length);
    expect([...keys].sort()).toEqual(routes.map(routeKey).sort());
  });

  it('sends each route to its own function', () => {
    const integrations = Object.fromEntries(ofType('AWS::ApiGatewayV2::Integration'));
    for (const [, route] of httpRoutes()) {
      const manifest = routes.find((r) => routeKey(r) === route.Properties.RouteKey)!;
      const integrationId = route.Properties.Target['Fn::Join'][1][1].Ref as string;
      const integration = integrations[integrationId]!.Properties;
      expect(integration.IntegrationUri, manifest.name).toEqual(ref(functionOf(manifest.name)));
      expect(integration.PayloadFormatVersion).toBe('2.0');
    }
  });

  it('throttles and logs the default stage', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: Match.anyValue(), ThrottlingBurstLimit: Match.anyValue() },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
    });
  });
});

describe('table', () => {
  it('follows the shared definition: keys, index, TTL, on-demand, point-in-time recovery', () => {
    const { partitionKey, sortKey, ttlAttribute, globalSecondaryIndexes } = tableDefinition;
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: partitionKey, KeyType: 'HASH' },
        { AttributeName: sortKey, KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      TimeToLiveSpecification: { AttributeName: ttlAttribute, Enabled: true },
      GlobalSecondaryIndexes: globalSecondaryIndexes.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: projectionOf(index.projectedAttributes),
      })),
    });
  });

  it('is retained when the stack is deleted or replaces it, but not after a failed first deploy', () => {
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'RetainExceptOnCreate',
      UpdateReplacePolicy: 'Retain',
      // Deletion protection would stop the rollback of a failed first deploy (-c tableDeletionProtection=true).
      Properties: Match.objectLike({ DeletionProtectionEnabled: false }),
    });
  });
});

describe('buckets', () => {
  it('blocks public access and encrypts every bucket, and retains those that hold data', () => {
    const buckets = ofType('AWS::S3::Bucket');
    expect(buckets).toHaveLength(4); // site, avatars, exports, logs
    // The site's build output and the day-old exports go with the stack (rollback.test.ts, exports.test.ts).
    const destroyed = [
      logicalIdOf('AWS::S3::Bucket', 'SiteBucket'),
      logicalIdOf('AWS::S3::Bucket', 'ExportBucket'),
    ];
    for (const [id, bucket] of buckets) {
      expect(bucket.Properties.PublicAccessBlockConfiguration, id).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket.Properties.BucketEncryption.ServerSideEncryptionConfiguration[0]).toMatchObject({
        ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' },
      });
      expect(bucket.DeletionPolicy, id).toBe(destroyed.includes(id) ? 'Delete' : 'RetainExceptOnCreate');
    }
  });

  it('refuses plain HTTP on every bucket', () => {
    const buckets = ofType('AWS::S3::Bucket').map(([id]) => id);
    const denied = ofType('AWS::S3::BucketPolicy')
      .filter(([, p]) =>
        p.Properties.PolicyDocument.Statement.some(
          (s: any) => s.Effect === 'Deny' && s.Condition?.Bool?.['aws:SecureTransport'] === 'false',
        ),
      )
      .map(([, p]) => p.Properties.Bucket.Ref);
    expect([...denied].sort()).toEqual([...buckets].sort());
  });
});

describe('CloudFront', () => {
  const distribution = () => ofType('AWS::CloudFront::Distribution')[0]![1].Properties.DistributionConfig;
  const originOf = (behavior: any) =>
    distribution().Origins.find((o: any) => o.Id === behavior.TargetOriginId);
  const behaviorFor = (pattern: string) =>
    distribution().CacheBehaviors.find((b: any) => b.PathPattern === pattern);
  const functionCode = (file: string) =>
    readFileSync(join(import.meta.dirname, '../../infra/edge', file), 'utf8');
  const edgeFunctionArn = (file: string) => {
    const [id] = ofType('AWS::CloudFront::Function').find(
      ([, f]) => f.Properties.FunctionCode === functionCode(file),
    )!;
    return { 'Fn::GetAtt': [id, 'FunctionARN'] };
  };
  const managed = {
    cachingOptimized: '658327ea-f89d-4fab-a63d-7e88639e58f6',
    cachingDisabled: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
    allViewerExceptHostHeader: 'b689b0a8-53d0-40ab-baf2-68738e2966ac',
  };

  it('has exactly the default behaviour and /api/*, /burn/*, /avatars/*', () => {
    expect(
      distribution()
        .CacheBehaviors.map((b: any) => b.PathPattern)
        .sort(),
    ).toEqual(['/api/*', '/avatars/*', '/burn/*', '/ws']);
  });

  it('serves the SPA from the private site bucket with the index.html fallback at the edge', () => {
    const behavior = distribution().DefaultCacheBehavior;
    const origin = originOf(behavior);
    expect(origin.DomainName['Fn::GetAtt'][0]).toBe(logicalIdOf('AWS::S3::Bucket', 'SiteBucket'));
    expect(origin.OriginAccessControlId).toBeDefined();
    expect(behavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(behavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: edgeFunctionArn('spa-fallback.js') },
    ]);
    expect(distribution().DefaultRootObject).toBe('index.html');
  });

  it('never turns an error into index.html (an API 404 stays a 404)', () => {
    expect(distribution().CustomErrorResponses).toBeUndefined();
  });

  it.each(['/api/*', '/burn/*'])(
    'sends %s to the HTTP API uncached, with cookies, query strings and the viewer host',
    (pattern) => {
      const behavior = behaviorFor(pattern);
      const origin = originOf(behavior);
      expect(JSON.stringify(origin.DomainName)).toContain(logicalIdOf('AWS::ApiGatewayV2::Api', 'HttpApi'));
      expect(origin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only' });
      expect(behavior.CachePolicyId).toBe(managed.cachingDisabled);
      expect(behavior.OriginRequestPolicyId).toBe(managed.allViewerExceptHostHeader);
      expect(behavior.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'POST', 'DELETE', 'OPTIONS']));
      expect(behavior.ViewerProtocolPolicy).toBe('https-only');
      expect(behavior.FunctionAssociations).toEqual([
        { EventType: 'viewer-request', FunctionARN: edgeFunctionArn('forward-viewer.js') },
      ]);
    },
  );

  it('serves /avatars/* from the private avatar bucket, cached', () => {
    const behavior = behaviorFor('/avatars/*');
    const origin = originOf(behavior);
    expect(origin.DomainName['Fn::GetAtt'][0]).toBe(logicalIdOf('AWS::S3::Bucket', 'AvatarBucket'));
    expect(origin.OriginAccessControlId).toBeDefined();
    expect(behavior.CachePolicyId).toBe(managed.cachingOptimized);
    expect(behavior.AllowedMethods ?? ['GET', 'HEAD']).toEqual(['GET', 'HEAD']);
  });

  it('applies the security headers policy of shared/security-headers.ts to every behaviour', () => {
    const [policyId, policy] = ofType('AWS::CloudFront::ResponseHeadersPolicy')[0]!;
    expect(policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig).toEqual({
      ContentSecurityPolicy: { ContentSecurityPolicy: contentSecurityPolicy, Override: true },
      StrictTransportSecurity: {
        AccessControlMaxAgeSec: hstsMaxAgeSeconds,
        IncludeSubdomains: true,
        Override: true,
      },
      ContentTypeOptions: { Override: true },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
      FrameOptions: { FrameOption: 'DENY', Override: true },
    });
    expect(hstsMaxAgeSeconds).toBe(31_536_000);
    expect(contentSecurityPolicy).toContain("frame-ancestors 'none'");
    const behaviors = [distribution().DefaultCacheBehavior, ...distribution().CacheBehaviors];
    for (const behavior of behaviors) expect(behavior.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
  });
});

describe('least privilege', () => {
  let tableArn: unknown;
  /** The session key and CloudFront's proof, each read once per cold start. */
  let secretRefs: unknown;
  /** Every route that reads the table may query the shared lists' task index (GSI4), nothing else of it. */
  let listIndexStatement: unknown;
  beforeAll(() => {
    tableArn = ref(logicalIdOf('AWS::DynamoDB::Table', 'Table'));
    listIndexStatement = {
      Effect: 'Allow',
      Action: 'dynamodb:Query',
      Resource: { 'Fn::Join': ['', [tableArn, '/index/GSI4']] },
    };
    secretRefs = ['SessionSecret', 'OriginVerifySecret'].map((name) => ({
      Ref: logicalIdOf('AWS::SecretsManager::Secret', name),
    }));
  });

  /** The log group a function writes to (Lambda's logging config). */
  const logGroupOf = (name: RouteName) =>
    resources[functionOf(name)]!.Properties.LoggingConfig.LogGroup.Ref as string;
  const roleIdOf = (name: RouteName) =>
    resources[functionOf(name)]!.Properties.Role['Fn::GetAtt'][0] as string;
  const logStatement = (logGroup: string) => ({
    Effect: 'Allow',
    Action: ['logs:CreateLogStream', 'logs:PutLogEvents'],
    Resource: ref(logGroup),
  });

  it("lets a read route read the table and the secret, and write only the logs of its role's routes", () => {
    const { role, statements } = statementsOf('todo-get');
    expect(role.Properties.ManagedPolicyArns).toBeUndefined();
    const sharing = routes.filter((r) => roleIdOf(r.name) === roleIdOf('todo-get'));
    const logGroups = [...new Set(sharing.map((r) => logGroupOf(r.name)))];
    expect(logGroups).toContain(logGroupOf('todo-get'));
    expect(statements).toEqual([
      { Effect: 'Allow', Action: tableActions('read'), Resource: tableArn },
      listIndexStatement,
      { Effect: 'Allow', Action: 'secretsmanager:GetSecretValue', Resource: secretRefs },
      ...logGroups.map(logStatement),
    ]);
    expect(statements.flatMap(actionsOf)).not.toContain('dynamodb:PutItem');
  });

  it('shares a role exactly among the routes whose grants are identical', () => {
    const grantsOf = (name: RouteName) => {
      const {
        table,
        searchIndex,
        avatars,
        avatarDeletes,
        exports,
        vapidSecret,
        directoryIndex,
        setupSecret,
        bulkDelete,
      } = routeSettings[name] as {
        table: string;
        searchIndex?: boolean;
        avatars?: boolean;
        avatarDeletes?: boolean;
        exports?: boolean;
        vapidSecret?: boolean;
        directoryIndex?: boolean;
        setupSecret?: boolean;
        bulkDelete?: boolean;
      };
      const flags = [
        searchIndex,
        avatars,
        avatarDeletes,
        exports,
        vapidSecret,
        directoryIndex,
        setupSecret,
        bulkDelete,
      ];
      return [table, ...flags.map((flag) => Boolean(flag))].join(' ');
    };
    for (const a of routes) {
      for (const b of routes) {
        expect(roleIdOf(a.name) === roleIdOf(b.name), `${a.name} ${b.name}`).toBe(
          grantsOf(a.name) === grantsOf(b.name),
        );
      }
    }
    const dataStatements = (name: RouteName) =>
      statementsOf(name).statements.filter((s) => !actionsOf(s).some((a) => a.startsWith('logs:')));
    for (const route of routes) {
      const twin = routes.find((r) => roleIdOf(r.name) === roleIdOf(route.name))!;
      expect(dataStatements(route.name), route.name).toEqual(dataStatements(twin.name));
    }
  });

  it('lets a role write only to the log groups of the routes that use it', () => {
    for (const route of routes) {
      const sharing = routes.filter((r) => roleIdOf(r.name) === roleIdOf(route.name));
      const allowed = new Set(sharing.map((r) => JSON.stringify(ref(logGroupOf(r.name)))));
      const logResources = statementsOf(route.name)
        .statements.filter((s) => actionsOf(s).some((a) => a.startsWith('logs:')))
        .map((s) => JSON.stringify(s.Resource));
      expect(new Set(logResources), route.name).toEqual(allowed);
    }
  });

  it("lets the search route query the username index and the shared lists' task index, nothing more", () => {
    const { statements } = statementsOf('search');
    const indexStatements = statements.filter((s) => JSON.stringify(s.Resource).includes('/index/'));
    expect(indexStatements).toEqual([
      listIndexStatement,
      {
        Effect: 'Allow',
        Action: 'dynamodb:Query',
        Resource: {
          'Fn::Join': ['', [tableArn, `/index/${tableDefinition.globalSecondaryIndexes[0].indexName}`]],
        },
      },
    ]);
    expect(statements.flatMap(actionsOf).filter((a) => a.startsWith('dynamodb:'))).toEqual([
      ...tableActions('read'),
      'dynamodb:Query',
      'dynamodb:Query',
    ]);
  });

  it('lets the image upload route write the table and put or delete avatar objects only', () => {
    const { role, statements } = statementsOf('image-upload');
    expect(role.Properties.ManagedPolicyArns).toBeUndefined();
    const avatarBucket = logicalIdOf('AWS::S3::Bucket', 'AvatarBucket');
    expect(statements).toEqual([
      { Effect: 'Allow', Action: tableActions('write'), Resource: tableArn },
      listIndexStatement,
      {
        Effect: 'Allow',
        Action: ['s3:PutObject', 's3:DeleteObject'],
        Resource: { 'Fn::Join': ['', [ref(avatarBucket), '/avatars/*']] },
      },
      { Effect: 'Allow', Action: 'secretsmanager:GetSecretValue', Resource: secretRefs },
      logStatement(logGroupOf('image-upload')),
    ]);
    expect(resources[functionOf('image-upload')]!.Properties.Environment.Variables.AVATAR_BUCKET).toEqual({
      Ref: avatarBucket,
    });
  });

  it('gives no other route any S3 access, and no route a wildcard action', () => {
    for (const route of routes) {
      const actions = statementsOf(route.name).statements.flatMap(actionsOf);
      // The large export writes its document under exports/ and signs a link to read it.
      if (route.name === 'portability-export')
        expect(actions.filter((a) => a.startsWith('s3:')).sort()).toEqual(['s3:GetObject', 's3:PutObject']);
      // An account's deletion deletes its avatar object, and may do nothing else in S3.
      else if ('avatarDeletes' in routeSettings[route.name])
        expect(actions.filter((a) => a.startsWith('s3:'))).toEqual(['s3:DeleteObject']);
      else if (route.name !== 'image-upload')
        expect(
          actions.filter((a) => a.startsWith('s3:')),
          route.name,
        ).toEqual([]);
      expect(
        actions.filter((a) => a.includes('*')),
        route.name,
      ).toEqual([]);
    }
  });

  it('lets only the account deletions batch-delete in the table', () => {
    for (const route of routes) {
      const batch = statementsOf(route.name)
        .statements.flatMap(actionsOf)
        .includes('dynamodb:BatchWriteItem');
      expect(batch, route.name).toBe(['auth-delete-account', 'admin-user-delete'].includes(route.name));
    }
  });

  it('grants table writes exactly to the routes declared as writing', () => {
    for (const route of routes) {
      const writes = statementsOf(route.name).statements.flatMap(actionsOf).includes('dynamodb:UpdateItem');
      expect(writes, route.name).toBe(routeSettings[route.name].table === 'write');
    }
  });
});

describe('outputs', () => {
  it('prints the site URL', () => {
    template.hasOutput('SiteUrl', {
      Value: { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [Match.anyValue(), 'DomainName'] }]] },
    });
  });
});

describe('reminders', () => {
  const poller = () => {
    const found = ofType('AWS::Lambda::Function').filter(([, f]) =>
      String(f.Properties.Description).startsWith('Reminders:'),
    );
    expect(found).toHaveLength(1);
    return found[0] as [string, { Properties: Record<string, any> }];
  };

  it('runs the poller every minute from an EventBridge rule', () => {
    const [id] = poller();
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 minute)',
      State: 'ENABLED',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [id, 'Arn'] } })],
    });
  });

  it('gives the poller the reminder index, the table items it reads and writes, the VAPID secret and the session secret (the unsubscribe links), nothing more', () => {
    const [, fn] = poller();
    expect(fn.Properties.Environment.Variables).toMatchObject({
      TABLE_NAME: { Ref: expect.any(String) },
      VAPID_SECRET_ARN: { Ref: expect.any(String) },
      SESSION_SECRET_ARN: { Ref: expect.any(String) },
      SITE_ORIGIN: expect.anything(),
    });
    const policies = ofType('AWS::IAM::Policy').filter(([, p]) =>
      p.Properties.Roles.some((r: { Ref: string }) => r.Ref === fn.Properties.Role['Fn::GetAtt'][0]),
    );
    const actions = policies.flatMap(([, p]) =>
      p.Properties.PolicyDocument.Statement.flatMap((s: { Action: string | string[] }) =>
        Array.isArray(s.Action) ? s.Action : [s.Action],
      ),
    );
    expect(actions.filter((a: string) => !a.startsWith('logs:')).sort()).toEqual(
      [
        'dynamodb:BatchGetItem',
        'dynamodb:DeleteItem',
        'dynamodb:GetItem',
        'dynamodb:PutItem',
        'dynamodb:Query',
        'dynamodb:Query',
        'dynamodb:UpdateItem',
        'secretsmanager:GetSecretValue',
      ].sort(),
    );
  });
});
