/** Query strings (GET /api/search, GET /burn/memory). */
import * as v from 'valibot';
import { limits } from '../../limits';
import { teamTexts } from '../../messages/server';
import { inputTexts } from '../../messages/validation';
import { isWellFormedText } from '../../validation';

/** GET /api/search?query=: trimmed, at most 100 characters, matched lowercase. */
export const searchQuery = v.object({
  query: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.maxLength(limits.searchQueryMax, teamTexts.searchQueryTooLong),
    v.check(isWellFormedText, inputTexts.textNotUnicode),
    v.toLowerCase(),
  ),
});

/**
 * GET /burn/memory?size=n, in MB: the leading integer of `size` clamped to 1-400 as the original
 * system does (docs/compat.md#search-avatars-and-load-tests); 200 when absent or not a number.
 */
export const burnMemoryQuery = v.object({
  size: v.pipe(
    v.optional(v.string(), ''),
    v.transform((size) => {
      const mb = Number.parseInt(size, 10);
      if (!Number.isFinite(mb)) return limits.burnMemoryDefaultMb as number;
      return Math.min(limits.burnMemoryMaxMb, Math.max(1, mb));
    }),
  ),
});
