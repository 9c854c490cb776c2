// biome-ignore-all lint/suspicious/noExplicitAny: synthesised CloudFormation JSON is untyped.
/**
 * The site's address (docs/infra.md#custom-domain): `-c domainName=... -c certificateArn=...` (an
 * ACM certificate in us-east-1; both or neither, else a clear synth error) makes the distribution
 * answer on that name, and SiteUrl and SmokeCheck name it. The HTTP API's own execute-api URL is
 * published nowhere: every call goes through CloudFront.
 */
import { describe, expect, it } from 'vitest';
import { synthesise } from './synth';

const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/12345678-1234-1234-1234-123456789012';
const distributionOf = (template: any) =>
  (Object.values(template.Resources) as any[]).find((r) => r.Type === 'AWS::CloudFront::Distribution')
    .Properties.DistributionConfig;
const distributionDomain = (template: any) => {
  const [id] = Object.entries(template.Resources as Record<string, any>).find(
    ([, r]) => r.Type === 'AWS::CloudFront::Distribution',
  ) as [string, unknown];
  return { 'Fn::GetAtt': [id, 'DomainName'] };
};

describe('outputs', () => {
  it('publish no execute-api URL: not ApiUrl, not in any other output', () => {
    const template = synthesise().template.toJSON();
    expect(Object.keys(template.Outputs)).not.toContain('ApiUrl');
    const [apiId] = Object.entries(template.Resources as Record<string, any>).find(
      ([id, r]) => r.Type === 'AWS::ApiGatewayV2::Api' && id.includes('HttpApi'),
    ) as [string, unknown];
    for (const [name, output] of Object.entries(template.Outputs as Record<string, any>)) {
      expect(JSON.stringify(output.Value), name).not.toContain('execute-api');
      expect(JSON.stringify(output.Value), name).not.toContain(`"${apiId}"`);
    }
  });

  it('name the distribution domain when no custom domain is given', () => {
    const template = synthesise().template.toJSON();
    expect(distributionOf(template).Aliases).toBeUndefined();
    expect(template.Outputs.SiteUrl.Value).toEqual({
      'Fn::Join': ['', ['https://', distributionDomain(template)]],
    });
    expect(template.Outputs.DnsTarget).toBeUndefined();
  });
});

describe('a custom domain for the site', () => {
  it('is the alternate domain name with its certificate (TLS 1.2 minimum), in SiteUrl and SmokeCheck', () => {
    const template = synthesise({ domainName: 'Todo.Example.com', certificateArn }).template.toJSON();
    const distribution = distributionOf(template);
    expect(distribution.Aliases).toEqual(['todo.example.com']);
    expect(distribution.ViewerCertificate).toEqual({
      AcmCertificateArn: certificateArn,
      SslSupportMethod: 'sni-only',
      MinimumProtocolVersion: 'TLSv1.2_2021',
    });
    expect(template.Outputs.SiteUrl.Value).toBe('https://todo.example.com');
    expect(template.Outputs.SmokeCheck.Value).toBe('npm run smoke -- https://todo.example.com');
    // Where the DNS record must point.
    expect(template.Outputs.DnsTarget.Value).toEqual(distributionDomain(template));
  });

  it.each([
    [
      'a domain without its certificate',
      { domainName: 'todo.example.com' },
      /both -c domainName.*and -c certificateArn/,
    ],
    ['a certificate without its domain', { certificateArn }, /both -c domainName.*and -c certificateArn/],
    [
      'a certificate outside us-east-1',
      { domainName: 'todo.example.com', certificateArn: certificateArn.replace('us-east-1', 'eu-west-1') },
      /must be an ACM certificate in us-east-1/,
    ],
    ['a name that is not a DNS name', { domainName: 'todo example', certificateArn }, /is not a DNS name/],
  ])('refuses %s at synth time', (_, context, message) => {
    expect(() => synthesise(context)).toThrow(message);
  });
});
