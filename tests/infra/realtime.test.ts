// biome-ignore-all lint/suspicious/noExplicitAny: synthesised CloudFormation JSON is untyped.
/**
 * CDK assertions for live updates: the WebSocket API, its routes and stage, the table's
 * stream and the fan-out's event source mapping (filter, partial failures, bisect, retries,
 * on-failure queue), least-privilege roles, and CloudFront's /ws behaviour. The synth itself runs
 * cdk-nag (infra/build.ts): it throws on any finding without an acknowledgement.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { liveFilterPattern } from '../../functions/realtime/stream-filter';
import { bundleHandlers } from '../../infra/bundling';
import { liveStageName } from '../../infra/constructs/realtime';
import { livePath } from '../../shared/live';
import { liveFanOutFunction, webSocketRoutes } from '../../shared/routes';
import { synthesise } from './synth';

type Resource = { Type: string; Properties: Record<string, any> };

let template: Template;
let resources: Record<string, Resource>;

beforeAll(() => {
  ({ template } = synthesise());
  resources = template.toJSON().Resources;
});

const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);

function liveFunction(name: string): string {
  const found = ofType('AWS::Lambda::Function').filter(
    ([, r]) => r.Properties.Description === `Live updates: ${name}`,
  );
  expect(found, name).toHaveLength(1);
  return (found[0] as [string, Resource])[0];
}

function statementsOf(name: string): any[] {
  const roleId = resources[liveFunction(name)]?.Properties.Role['Fn::GetAtt'][0] as string;
  return ofType('AWS::IAM::Policy')
    .filter(([, p]) => p.Properties.Roles.some((r: any) => r.Ref === roleId))
    .flatMap(([, p]) => p.Properties.PolicyDocument.Statement);
}

const actionsOf = (statements: any[]) => statements.flatMap((s) => [s.Action].flat()) as string[];

describe('WebSocket API', () => {
  it('has one route per manifest entry, each integrated with its own function', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Api', 2); // the HTTP API and this one
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      ProtocolType: 'WEBSOCKET',
      RouteSelectionExpression: '$request.body.action',
    });
    const routes = ofType('AWS::ApiGatewayV2::Route').filter(([, r]) =>
      String(r.Properties.RouteKey).startsWith('$'),
    );
    expect(routes.map(([, r]) => r.Properties.RouteKey).sort()).toEqual(
      webSocketRoutes.map((r) => r.routeKey).sort(),
    );
    for (const route of webSocketRoutes) liveFunction(route.name);
    // The pong is the $default route's response.
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
      RouteKey: '$default',
      RouteResponseSelectionExpression: '$default',
    });
  });

  it('has the stage CloudFront forwards /ws to, with throttling (access logs: first-deploy.test.ts)', () => {
    expect(livePath).toBe(`/${liveStageName}`);
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: liveStageName,
      AutoDeploy: true,
      DefaultRouteSettings: Match.objectLike({ ThrottlingRateLimit: 100 }),
      AccessLogSettings: Match.absent(),
    });
  });
});

describe('stream fan-out', () => {
  it('declares the stream once, on the table, with both images', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
    });
  });

  it('maps the stream to the fan-out with the filter, partial failures, bisect, bounded retries and a failure queue', () => {
    const mappings = ofType('AWS::Lambda::EventSourceMapping');
    expect(mappings).toHaveLength(1);
    const [, mapping] = mappings[0] as [string, Resource];
    const props = mapping.Properties;
    expect(props.FunctionName.Ref).toBe(liveFunction('live-fan-out'));
    expect(props.EventSourceArn['Fn::GetAtt'][1]).toBe('StreamArn');
    expect(props).toMatchObject({
      StartingPosition: 'LATEST',
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      MaximumRetryAttempts: 2,
      MaximumRecordAgeInSeconds: 300,
      DestinationConfig: { OnFailure: { Destination: expect.anything() } },
    });
    expect(props.FilterCriteria.Filters).toHaveLength(1);
    expect(JSON.parse(props.FilterCriteria.Filters[0].Pattern)).toEqual(liveFilterPattern);
    const queue = ofType('AWS::SQS::Queue');
    expect(queue).toHaveLength(1);
    expect((queue[0] as [string, Resource])[1].Properties.SqsManagedSseEnabled).toBe(true);
  });
});

describe('least privilege', () => {
  it('grants ManageConnections to the fan-out only, on this API and stage only', () => {
    const manage = statementsOf('live-fan-out').filter((s) =>
      actionsOf([s]).includes('execute-api:ManageConnections'),
    );
    expect(manage).toHaveLength(1);
    const resourcesText = JSON.stringify(manage[0].Resource);
    expect(resourcesText).toContain(`/${liveStageName}/POST/@connections/*`);
    expect(resourcesText).toContain(`/${liveStageName}/DELETE/@connections/*`);
    expect(resourcesText).toMatch(/RealtimeWebSocketApi/);
    const elsewhere = ofType('AWS::IAM::Policy').filter(
      ([, p]) =>
        JSON.stringify(p.Properties.PolicyDocument).includes('ManageConnections') &&
        !p.Properties.Roles.some(
          (r: any) => r.Ref === resources[liveFunction('live-fan-out')]?.Properties.Role['Fn::GetAtt'][0],
        ),
    );
    expect(elsewhere).toEqual([]);
  });

  it('gives each WebSocket function only the table actions its code sends', () => {
    const tableActions = (name: string) =>
      actionsOf(statementsOf(name))
        .filter((a) => a.startsWith('dynamodb:'))
        .sort();
    expect(tableActions('live-connect')).toEqual(['dynamodb:GetItem', 'dynamodb:PutItem']);
    expect(tableActions('live-disconnect')).toEqual(['dynamodb:DeleteItem']);
    expect(tableActions('live-default')).toEqual([]);
    expect(tableActions('live-fan-out')).toEqual(
      expect.arrayContaining(['dynamodb:DeleteItem', 'dynamodb:GetRecords', 'dynamodb:Query']),
    );
    expect(tableActions('live-fan-out')).not.toContain('dynamodb:PutItem');
    expect(actionsOf(statementsOf('live-connect'))).toContain('secretsmanager:GetSecretValue');
    expect(actionsOf(statementsOf('live-fan-out'))).not.toContain('secretsmanager:GetSecretValue');
  });
});

describe('CloudFront', () => {
  it('routes /ws to the WebSocket API uncached, with every viewer header and the forwarded host', () => {
    const [, distribution] = ofType('AWS::CloudFront::Distribution')[0] as [string, Resource];
    const config = distribution.Properties.DistributionConfig;
    const ws = config.CacheBehaviors.find((b: any) => b.PathPattern === livePath);
    const api = config.CacheBehaviors.find((b: any) => b.PathPattern === '/api/*');
    expect(ws).toBeDefined();
    expect(ws.CachePolicyId).toBe(api.CachePolicyId);
    expect(ws.OriginRequestPolicyId).toBe(api.OriginRequestPolicyId);
    expect(ws.FunctionAssociations).toEqual(api.FunctionAssociations);
    expect(ws.ViewerProtocolPolicy).toBe('https-only');
    const origin = config.Origins.find((o: any) => o.Id === ws.TargetOriginId);
    expect(JSON.stringify(origin.DomainName)).toMatch(/RealtimeWebSocketApi/);
    expect(origin.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
  });
});

describe('bundles', () => {
  it('bundles each live function with the stack settings, loads it in Node, and keeps ping tiny', async () => {
    const handlers = [...webSocketRoutes.map((r) => r.handler), liveFanOutFunction.handler];
    const bundles = await bundleHandlers(handlers, mkdtempSync(join(tmpdir(), 'teamtodo-live-bundles-')));
    const script = `
      const bad = [];
      for (const file of JSON.parse(process.argv[1])) {
        const mod = await import(file);
        if (typeof mod.handler !== 'function') bad.push(file);
      }
      console.log(JSON.stringify(bad));`;
    const urls = bundles.map((b) => pathToFileURL(b.file).href);
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(urls)], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH, AWS_REGION: 'eu-west-1', TABLE_NAME: 't', SESSION_SECRET_ARN: 'arn:x' },
    });
    expect(result.status, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual([]);
    const size = (handler: string) =>
      statSync(bundles.find((b) => b.handler === handler)?.file as string).size;
    // No session code and no DynamoDB client in the ping function; the rest under the 300 KB budget.
    expect(size('realtime/ping')).toBeLessThan(20 * 1024);
    for (const handler of handlers) expect(size(handler), handler).toBeLessThan(300 * 1024);
  });
});
