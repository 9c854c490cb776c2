/**
 * A stream record of DynamoDB Local as Lambda's event source mapping hands it to the fan-out: the
 * stream's ARN added and the images in DynamoDB's own shape (./stream-poller.ts reads the records).
 */
import type { DynamoDBRecord } from 'aws-lambda';

type AttributeValue = Record<string, unknown>;

/**
 * DynamoDB Local 3.3 writes an empty map attribute into its stream records as `{}` instead of
 * `{"M":{}}` (DynamoDB itself, and so Lambda, send `{"M":{}}`); this restores the real shape, so
 * the handler sees what it would see in AWS. Lists and maps are walked recursively.
 */
function normaliseValue(value: AttributeValue): AttributeValue {
  if (Object.keys(value).length === 0) return { M: {} };
  if (value.M && typeof value.M === 'object')
    return { M: normaliseImage(value.M as Record<string, AttributeValue>) };
  if (Array.isArray(value.L)) return { L: (value.L as AttributeValue[]).map(normaliseValue) };
  return value;
}

const normaliseImage = (image: Record<string, AttributeValue>): Record<string, AttributeValue> =>
  Object.fromEntries(Object.entries(image).map(([name, value]) => [name, normaliseValue(value)]));

/** A wire record as Lambda delivers it: the stream's ARN added, images in DynamoDB's own shape. */
export function toLambdaRecord(record: DynamoDBRecord, streamArn: string): DynamoDBRecord {
  const dynamodb = { ...record.dynamodb };
  if (dynamodb.NewImage)
    dynamodb.NewImage = normaliseImage(
      dynamodb.NewImage as Record<string, AttributeValue>,
    ) as typeof dynamodb.NewImage;
  if (dynamodb.OldImage)
    dynamodb.OldImage = normaliseImage(
      dynamodb.OldImage as Record<string, AttributeValue>,
    ) as typeof dynamodb.OldImage;
  return { ...record, eventSourceARN: streamArn, dynamodb };
}
