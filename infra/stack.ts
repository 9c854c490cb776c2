/**
 * The stack of the product (the design brief "Shape"): data, API and site constructs wired together, and
 * the outputs a deployer needs. Its name comes from context (infra/config.ts), so several copies
 * can live in one account (docs/infra.md). What grows with the routes, the HTTP API and its routes,
 * is in nested stacks (infra/constructs/api.ts); the stores, the roles and log groups, the live
 * updates, the reminders and the site stay here (docs/infra.md#stack-layout says why).
 */
import { CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { routes } from '../shared/routes';
import type { DeploymentConfig } from './config';
import { Api, apiDomain } from './constructs/api';
import { Data, storePolicy } from './constructs/data';
import { FunctionHousing } from './constructs/lambda';
import { liveDomain, Realtime } from './constructs/realtime';
import { Reminders } from './constructs/reminders';
import type { ApiRoute } from './constructs/route-stacks';
import { Site } from './constructs/site';
import { acknowledgeFindings } from './nag';
import { settingsFor } from './route-settings';

export interface TeamTodoStackProps extends StackProps {
  readonly config: DeploymentConfig;
  /**
   * Routes served beside the manifest's, only to measure the quotas' headroom with more routes
   * (tests/infra/quotas.test.ts and `npm run docs`, infra/synthetic-routes.ts). A deploy serves
   * exactly shared/routes.ts: infra/app.ts passes none.
   */
  readonly extraRoutes?: readonly ApiRoute[];
}

export class TeamTodoStack extends Stack {
  readonly data: Data;
  readonly api: Api;
  readonly site: Site;
  readonly realtime: Realtime;
  readonly reminders: Reminders;
  readonly housing: FunctionHousing;
  /** The value CloudFront sends to the APIs to prove a request came through it. */
  readonly originVerifySecret: Secret;

  constructor(scope: Construct, id: string, props: TeamTodoStackProps) {
    super(scope, id, props);
    const { config } = props;

    const removalPolicy = storePolicy(config.throwaway);
    this.data = new Data(this, 'Data', {
      throwaway: config.throwaway,
      tableDeletionProtection: config.tableDeletionProtection,
    });
    this.housing = new FunctionHousing(this, 'Functions', removalPolicy);
    // Not data: a new value only costs a deploy, so it goes with the stack.
    this.originVerifySecret = new Secret(this, 'OriginVerifySecret', {
      description:
        'Sent by CloudFront to the APIs in x-origin-verify; requests without it are refused (functions/lib/client-address.ts)',
      generateSecretString: { passwordLength: 48, excludePunctuation: true, includeSpace: false },
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // A dynamic reference: CloudFormation puts the value into CloudFront's origin headers when it
    // deploys the distribution; the functions read it by ARN (docs/infra.md#quotas: a template holds
    // at most 60 dynamic references, so they are spent on the two headers only).
    const originVerify = this.originVerifySecret.secretValue.unsafeUnwrap();
    const apiRoutes: readonly ApiRoute[] = [
      ...routes.map((definition) => ({ definition, settings: settingsFor(definition.name) })),
      ...(props.extraRoutes ?? []),
    ];
    this.api = new Api(this, 'Api', {
      routes: apiRoutes,
      table: this.data.table,
      avatarBucket: this.data.avatarBucket,
      exportBucket: this.data.exportBucket,
      sessionSecret: this.data.sessionSecret,
      vapidSecret: this.data.vapidSecret,
      setupSecret: this.data.setupSecret,
      registration: config.registration,
      burnRoutes: config.burnRoutes,
      removalPolicy,
      housing: this.housing,
      originVerifySecret: this.originVerifySecret,
      ...(config.mailSender ? { mailSender: config.mailSender } : {}),
    });
    this.realtime = new Realtime(this, 'Realtime', {
      table: this.data.table,
      sessionSecret: this.data.sessionSecret,
      removalPolicy,
      housing: this.housing,
      originVerifySecret: this.originVerifySecret,
      accessLogs: config.webSocketAccessLogs,
    });
    this.reminders = new Reminders(this, 'Reminders', {
      table: this.data.table,
      vapidSecret: this.data.vapidSecret,
      sessionSecret: this.data.sessionSecret,
      housing: this.housing,
      ...(config.mailSender ? { mailSender: config.mailSender } : {}),
    });
    this.site = new Site(this, 'Site', {
      apiDomain: apiDomain(this.api.httpApi),
      liveDomain: liveDomain(this.realtime.webSocketApi),
      avatarBucket: this.data.avatarBucket,
      logBucket: this.data.logBucket,
      webDist: config.webDist,
      originVerify,
      ...(config.customDomain ? { customDomain: config.customDomain } : {}),
    });
    // How push services reach the operator (docs/infra.md#push-subject): -c vapidSubject, else the site.
    this.reminders.poller.addEnvironment(
      'VAPID_SUBJECT',
      config.vapidSubject ?? `https://${this.site.domainName}`,
    );
    // The site's origin, which every link a mail carries or an answer hands out is built on, never
    // a request header (decision 0143): the poller's notification emails, and the routes that mail
    // or hand out links.
    const siteOrigin = `https://${this.site.domainName}`;
    this.reminders.poller.addEnvironment('SITE_ORIGIN', siteOrigin);
    for (const { definition, settings } of apiRoutes)
      if (settings.mail || settings.siteLinks)
        this.api.functions.get(definition.name)?.addEnvironment('SITE_ORIGIN', siteOrigin);

    new CfnOutput(this, 'SiteUrl', {
      description: 'Open this: the web app, its API under /api and avatars under /avatars',
      value: `https://${this.site.domainName}`,
    });
    // The token is not in the template (CloudFormation resolves no secret in an output): the page
    // asks for it, and SetupToken says how the account's holders read it (docs/decisions/0118).
    new CfnOutput(this, 'SetupUrl', {
      description: 'Open this once, signed up, to become the owner; paste the token SetupToken prints',
      value: `https://${this.site.domainName}/setup`,
    });
    new CfnOutput(this, 'SetupToken', {
      description: "Prints the setup link's token (only the account's holders can read it)",
      value: `aws secretsmanager get-secret-value --secret-id ${this.data.setupSecret.secretArn} --query SecretString --output text`,
    });
    new CfnOutput(this, 'TableName', { value: this.data.table.tableName });
    new CfnOutput(this, 'AvatarBucketName', { value: this.data.avatarBucket.bucketName });
    new CfnOutput(this, 'BurnRoutesEnabled', { value: String(config.burnRoutes) });
    new CfnOutput(this, 'SmokeCheck', {
      description: 'Run after a deploy: signs up a throwaway user and walks a task through its life',
      value: `npm run smoke -- https://${this.site.domainName}`,
    });
    if (config.customDomain) {
      new CfnOutput(this, 'DnsTarget', {
        description: `Point ${config.customDomain.domainName} here (a CNAME, or an alias record in Route 53)`,
        value: this.site.distribution.distributionDomainName,
      });
    }

    acknowledgeFindings(this);
  }
}
