import { describe, expect, it } from 'vitest';
import { asCloudFrontForwards } from './viewer-headers';

describe('asCloudFrontForwards', () => {
  it('sets X-Forwarded-Host to the Host the request came with, over one its sender wrote', () => {
    expect(
      asCloudFrontForwards({ host: 'localhost:3000', 'x-forwarded-host': 'evil.example', accept: '*/*' }),
    ).toEqual({ host: 'localhost:3000', 'x-forwarded-host': 'localhost:3000', accept: '*/*' });
  });

  it('drops a claimed X-Forwarded-Host when the request has no Host', () => {
    expect(asCloudFrontForwards({ 'x-forwarded-host': 'evil.example' })).toEqual({});
  });
});
