/**
 * The one stack of the product (DESIGN.md "Shape"): data, API and site constructs wired together,
 * and the outputs a deployer needs.
 */
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { DeploymentConfig } from './config';
import { Api, apiDomain } from './constructs/api';
import { Data } from './constructs/data';
import { liveDomain, Realtime } from './constructs/realtime';
import { Site } from './constructs/site';
import { acknowledgeFindings } from './nag';

export interface TeamTodoStackProps extends StackProps {
  readonly config: DeploymentConfig;
}

export class TeamTodoStack extends Stack {
  readonly data: Data;
  readonly api: Api;
  readonly site: Site;
  readonly realtime: Realtime;

  constructor(scope: Construct, id: string, props: TeamTodoStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.data = new Data(this, 'Data', { throwaway: config.throwaway });
    this.api = new Api(this, 'Api', {
      table: this.data.table,
      avatarBucket: this.data.avatarBucket,
      sessionSecret: this.data.sessionSecret,
      burnRoutes: config.burnRoutes,
      throwaway: config.throwaway,
    });
    this.realtime = new Realtime(this, 'Realtime', {
      table: this.data.table,
      sessionSecret: this.data.sessionSecret,
      throwaway: config.throwaway,
    });
    this.site = new Site(this, 'Site', {
      apiDomain: apiDomain(this.api.httpApi),
      liveDomain: liveDomain(this.realtime.webSocketApi),
      avatarBucket: this.data.avatarBucket,
      logBucket: this.data.logBucket,
      webDist: config.webDist,
      throwaway: config.throwaway,
    });

    new CfnOutput(this, 'SiteUrl', {
      description: 'Open this: the web app, its API under /api and avatars under /avatars',
      value: `https://${this.site.distribution.distributionDomainName}`,
    });
    new CfnOutput(this, 'ApiUrl', {
      description: 'The HTTP API itself (use the site URL: same-origin cookies and CSRF checks expect it)',
      value: this.api.httpApi.apiEndpoint,
    });
    new CfnOutput(this, 'TableName', { value: this.data.table.tableName });
    new CfnOutput(this, 'AvatarBucketName', { value: this.data.avatarBucket.bucketName });
    new CfnOutput(this, 'BurnRoutesEnabled', { value: String(config.burnRoutes) });

    acknowledgeFindings(this);
  }
}
