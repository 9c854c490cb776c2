// biome-ignore-all lint/suspicious/noExplicitAny: synthesised CloudFormation JSON is untyped.
// biome-ignore-all lint/style/noNonNullAssertion: a missing resource fails the assertion that follows.
/**
 * Deployable on the first try (docs/infra.md#first-deploy-runbook), held by the template:
 *   1. nothing needs an account setting the stack does not make (no WebSocket stage access logs
 *      unless asked for), and what is retained is `RetainExceptOnCreate`;
 *   2. CloudFront proves itself to both APIs with a secret header that the functions read, and
 *      tells them the visitor's address;
 *   3. every CloudFront name is unique per stack and region, and the stack name is context;
 *   4. at most 4 resources per HTTP route, and nothing else that grows with them (the quotas of
 *      every template: ./quotas.test.ts).
 */
import { App } from 'aws-cdk-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { stackNameFrom } from '../../infra/config';
import { reminderPollerFunction, routes, webSocketRoutes } from '../../shared/routes';
import { type Synthesised, synthesise } from './synth';

type Resource = {
  Type: string;
  Properties: Record<string, any>;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
};

let resources: Record<string, Resource>;
let stackName: string;
/** A second copy with every optional switch of this issue turned on. */
let staging: Synthesised;

beforeAll(() => {
  const { template, stack } = synthesise();
  resources = template.toJSON().Resources;
  stackName = stack.stackName;
  staging = synthesise({ stage: 'staging', webSocketAccessLogs: 'true', tableDeletionProtection: 'true' });
});

const ofType = (type: string, from = resources) => Object.entries(from).filter(([, r]) => r.Type === type);
const distributionConfig = (from = resources) =>
  ofType('AWS::CloudFront::Distribution', from)[0]![1].Properties.DistributionConfig;

describe('1. a first deploy that needs no account setting and leaves nothing behind', () => {
  it('sets no account-wide API Gateway setting', () => {
    expect(ofType('AWS::ApiGateway::Account')).toEqual([]);
  });

  it('sends no WebSocket stage access logs by default (they need the account CloudWatch role)', () => {
    const stages = ofType('AWS::ApiGatewayV2::Stage');
    const ws = stages.find(([, s]) => s.Properties.StageName === 'ws')!;
    expect(ws[1].Properties.AccessLogSettings).toBeUndefined();
    // The HTTP API's stage logs through a log group resource policy, no account role needed.
    const http = stages.find(([, s]) => s.Properties.StageName === '$default')!;
    expect(http[1].Properties.AccessLogSettings.DestinationArn).toBeDefined();
  });

  it('logs the WebSocket stage when the account has the role and -c webSocketAccessLogs=true says so', () => {
    const ws = ofType('AWS::ApiGatewayV2::Stage', staging.template.toJSON().Resources).find(
      ([, s]) => s.Properties.StageName === 'ws',
    )!;
    expect(ws[1].Properties.AccessLogSettings.Format).toContain('connectionId');
  });

  it('keeps every retained resource except when its creation rolls back', () => {
    const retained = Object.entries(resources).filter(([, r]) => r.DeletionPolicy?.startsWith('Retain'));
    const types = new Set(retained.map(([, r]) => r.Type));
    for (const type of [
      'AWS::DynamoDB::Table',
      'AWS::S3::Bucket',
      'AWS::SecretsManager::Secret',
      'AWS::Logs::LogGroup',
      'AWS::SQS::Queue',
    ]) {
      expect(types, type).toContain(type);
    }
    for (const [id, resource] of retained) {
      expect(resource.DeletionPolicy, id).toBe('RetainExceptOnCreate');
      expect(resource.UpdateReplacePolicy, id).toBe('Retain');
    }
  });

  it('can turn the table deletion protection on once the stack exists', () => {
    staging.template.hasResourceProperties('AWS::DynamoDB::Table', { DeletionProtectionEnabled: true });
  });
});

describe("2. the visitor's real address", () => {
  const secretId = () =>
    ofType('AWS::SecretsManager::Secret').find(([id]) => id.includes('OriginVerify'))![0];
  const isProof = (value: unknown) => {
    const text = JSON.stringify(value);
    return text.includes('{{resolve:secretsmanager:') && text.includes(`"Ref":"${secretId()}"`);
  };

  it('has CloudFront send the secret proof header to the HTTP API and the WebSocket API, and nowhere else', () => {
    const config = distributionConfig();
    const apiOrigins = config.Origins.filter((o: any) =>
      JSON.stringify(o.DomainName).includes('execute-api'),
    );
    expect(apiOrigins).toHaveLength(2);
    for (const origin of apiOrigins) {
      expect(origin.OriginCustomHeaders).toHaveLength(1);
      expect(origin.OriginCustomHeaders[0].HeaderName).toBe('x-origin-verify');
      expect(isProof(origin.OriginCustomHeaders[0].HeaderValue)).toBe(true);
    }
    for (const origin of config.Origins.filter((o: any) => !apiOrigins.includes(o))) {
      expect(origin.OriginCustomHeaders, origin.Id).toBeUndefined();
    }
  });

  it('gives every HTTP function and $connect the secret by ARN, never its value, and lets them read it', () => {
    const functions = ofType('AWS::Lambda::Function').filter(
      ([, f]) => f.Properties.Environment?.Variables?.ORIGIN_VERIFY_SECRET_ARN,
    );
    expect(functions).toHaveLength(routes.length + 1);
    expect(functions.some(([, f]) => f.Properties.Description === 'Live updates: live-connect')).toBe(true);
    const policies = ofType('AWS::IAM::Policy');
    for (const [id, fn] of functions) {
      expect(fn.Properties.Environment.Variables.ORIGIN_VERIFY_SECRET_ARN, id).toEqual({ Ref: secretId() });
      const roleId = fn.Properties.Role['Fn::GetAtt'][0];
      const grants = policies
        .filter(([, p]) => p.Properties.Roles.some((r: any) => r.Ref === roleId))
        .flatMap(([, p]) => p.Properties.PolicyDocument.Statement)
        .filter((statement: any) => statement.Action === 'secretsmanager:GetSecretValue');
      expect(JSON.stringify(grants), id).toContain(`{"Ref":"${secretId()}"}`);
    }
    // Dynamic references are spent on CloudFront's two origin headers only (docs/infra.md#quotas).
    for (const [id, fn] of ofType('AWS::Lambda::Function')) {
      expect(fn.Properties.Environment?.Variables?.ORIGIN_VERIFY, id).toBeUndefined();
      expect(JSON.stringify(fn.Properties.Environment ?? {}), id).not.toContain('{{resolve:');
    }
  });

  it('sets the viewer address at the edge on every behaviour that reaches an API', () => {
    const config = distributionConfig();
    const viewer = ofType('AWS::CloudFront::Function').find(([, f]) =>
      f.Properties.FunctionCode.includes('x-viewer-address'),
    )!;
    const apiBehaviours = config.CacheBehaviors.filter((b: any) =>
      ['/api/*', '/burn/*', '/ws'].includes(b.PathPattern),
    );
    expect(apiBehaviours).toHaveLength(3);
    for (const behaviour of apiBehaviours) {
      expect(behaviour.FunctionAssociations).toEqual([
        { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [viewer[0], 'FunctionARN'] } },
      ]);
    }
  });
});

describe('3. more than one copy per account', () => {
  /** Every name CloudFront holds unique per account. */
  const cloudFrontNames = (from: Record<string, Resource>) => [
    ...ofType('AWS::CloudFront::ResponseHeadersPolicy', from).map(
      ([, r]) => r.Properties.ResponseHeadersPolicyConfig.Name,
    ),
    ...ofType('AWS::CloudFront::OriginAccessControl', from).map(
      ([, r]) => r.Properties.OriginAccessControlConfig.Name,
    ),
    ...ofType('AWS::CloudFront::Function', from).map(([, r]) => r.Properties.Name),
  ];

  it('names the stack TeamTodo by default', () => {
    expect(stackName).toBe('TeamTodo');
  });

  it('names every CloudFront resource after the stack and the region', () => {
    const names = cloudFrontNames(resources);
    expect(names).toHaveLength(4); // headers policy, one origin access control, two functions
    for (const name of names) {
      expect(name['Fn::Join'], JSON.stringify(name)).toBeDefined();
      const parts = JSON.stringify(name['Fn::Join'][1]);
      expect(parts).toContain(`${stackName}-`);
      expect(parts).toContain('"Ref":"AWS::Region"');
    }
  });

  it('deploys a second copy with -c stage=staging or -c stackName=..., whose names differ', () => {
    expect(staging.stack.stackName).toBe('TeamTodo-staging');
    const nameFrom = (context: Record<string, string>) => stackNameFrom(new App({ context }).node);
    expect(nameFrom({ stackName: 'TodoDemo' })).toBe('TodoDemo');
    expect(nameFrom({ stackName: 'TodoDemo', stage: 'x' })).toBe('TodoDemo');
    const stagingNames = cloudFrontNames(staging.template.toJSON().Resources).map((n) => JSON.stringify(n));
    for (const name of cloudFrontNames(resources)) expect(stagingNames).not.toContain(JSON.stringify(name));
    expect(stagingNames.join()).toContain('TeamTodo-staging-');
  });

  it('refuses a stack name CloudFront names cannot hold', () => {
    const nameFrom = (context: Record<string, string>) => stackNameFrom(new App({ context }).node);
    expect(() => nameFrom({ stackName: 'x'.repeat(41) })).toThrow(/at most 40/);
    expect(() => nameFrom({ stage: 'bad_stage' })).toThrow(/letters, digits and hyphens/);
  });
});

describe('4. headroom', () => {
  // Every quota of every template, with 100 more routes: tests/infra/quotas.test.ts.
  it('spends at most 4 resources per HTTP route: function, integration, route, permission', () => {
    const httpFunctions = ofType('AWS::Lambda::Function').filter(
      ([, f]) =>
        f.Properties.LoggingConfig !== undefined &&
        !String(f.Properties.Description).startsWith('Live updates:') &&
        !String(f.Properties.Description).startsWith('Reminders:'),
    );
    expect(httpFunctions).toHaveLength(routes.length);
    const ids = new Set(httpFunctions.map(([id]) => id));
    const integrations = ofType('AWS::ApiGatewayV2::Integration').filter(([, i]) =>
      ids.has(i.Properties.IntegrationUri?.['Fn::GetAtt']?.[0]),
    );
    const permissions = ofType('AWS::Lambda::Permission').filter(([, p]) =>
      ids.has(p.Properties.FunctionName?.['Fn::GetAtt']?.[0]),
    );
    const httpRoutes = ofType('AWS::ApiGatewayV2::Route').filter(
      ([, r]) => !r.Properties.RouteKey.startsWith('$'),
    );
    expect(integrations).toHaveLength(routes.length);
    expect(permissions).toHaveLength(routes.length);
    expect(httpRoutes).toHaveLength(routes.length);
    // Nothing else grows with the routes: roles, policies and log groups are shared.
    const areas = new Set(
      [...routes, ...webSocketRoutes, reminderPollerFunction].map((r) => r.handler.split('/')[0]),
    );
    const logGroups = ofType('AWS::Logs::LogGroup');
    expect(logGroups.length).toBeLessThanOrEqual(areas.size + 2); // + the access logs of each API
    const lambdaRoles = new Set(
      ofType('AWS::Lambda::Function')
        .filter(([, f]) => f.Properties.LoggingConfig !== undefined)
        .map(([, f]) => f.Properties.Role['Fn::GetAtt'][0]),
    );
    // 4 grant sets, + the exports, + reading the VAPID secret (the push public key), + the admin
    // directory, + the claim (the setup secret), + the account deletions (avatar and batch
    // deletes), + live, + the reminder poller.
    expect(lambdaRoles.size).toBeLessThanOrEqual(4 + 1 + 1 + 1 + 1 + 1 + webSocketRoutes.length + 1 + 1);
  });
});
