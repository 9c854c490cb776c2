/**
 * The regions the stack is meant for, and where CloudFront's standard logs can go
 * (docs/infra.md#regions).
 */
import { RegionInfo } from 'aws-cdk-lib/region-info';

/** Every commercial region (partition `aws`) aws-cdk-lib knows: the template is validated for each. */
export const commercialRegions: readonly string[] = RegionInfo.regions
  .filter((region) => region.partition === 'aws')
  .map((region) => region.name)
  .sort();

/**
 * The regions whose S3 buckets receive CloudFront's standard logs: those enabled by default in
 * every account. CloudFront delivers no standard logs to a bucket in an opt-in region (AWS,
 * "Choose an S3 bucket for standard logs"), and every region opened since 2019 is opt-in, so a
 * new region falls on the safe side (no logs) until it is added here.
 */
export const cloudFrontLogRegions: readonly string[] = [
  'us-east-1',
  'us-east-2',
  'us-west-1',
  'us-west-2',
  'ca-central-1',
  'sa-east-1',
  'eu-west-1',
  'eu-west-2',
  'eu-west-3',
  'eu-central-1',
  'eu-north-1',
  'ap-south-1',
  'ap-northeast-1',
  'ap-northeast-2',
  'ap-northeast-3',
  'ap-southeast-1',
  'ap-southeast-2',
];

/**
 * The regions AWS names as receiving no CloudFront standard logs (aws-cdk issues 33297 and 33747
 * met some of them): the stack turns logging off there. A test holds every one of them outside
 * cloudFrontLogRegions.
 */
export const cloudFrontNoLogRegions: readonly string[] = [
  'af-south-1',
  'ap-east-1',
  'ap-south-2',
  'ap-southeast-3',
  'ap-southeast-4',
  'ap-southeast-5',
  'ap-southeast-7',
  'ca-west-1',
  'eu-central-2',
  'eu-south-1',
  'eu-south-2',
  'il-central-1',
  'me-central-1',
  'me-south-1',
  'mx-central-1',
];
