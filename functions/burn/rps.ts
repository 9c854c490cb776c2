/**
 * GET /burn/rps (load test): the cheapest signed-in answer, fired 2000 times by the profile page.
 * It still makes the session read (signed-in users only), so it measures the real per-request
 * floor: Lambda invocation + one GetItem. Disabled deployments answer 404 (./lib/enabled.ts).
 */
import { burnTexts } from '@shared/messages/server';
import { createHandler } from '../lib/handler';
import { whenBurnEnabled } from './lib/enabled';

export const handler = whenBurnEnabled(
  createHandler('burn-rps', {
    handle: async () => ({ message: burnTexts.rps }),
  }),
);
