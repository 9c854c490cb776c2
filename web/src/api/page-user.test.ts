/**
 * page-user.ts: a session that may have ended is told to the page only for the user it still
 * shows, once for a burst of 401s; an answer to an earlier user's request, or on a guest's page,
 * changes nothing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { currentPageUser, sessionMayHaveEnded, setPageUser, whenSessionEnds } from './page-user';

afterEach(() => {
  whenSessionEnds(null);
  setPageUser(null);
});

describe('the end of the session of the user a page shows', () => {
  it('is told for the user the page shows', () => {
    let told = 0;
    whenSessionEnds(async () => {
      told++;
    });
    setPageUser('ann');
    sessionMayHaveEnded('ann');
    expect(told).toBe(1);
    expect(currentPageUser()).toBe('ann');
  });

  it('is asked once for a burst of 401s, and again once that answer came', async () => {
    let told = 0;
    let answer = () => {};
    whenSessionEnds(() => {
      told++;
      return new Promise<void>((resolve) => {
        answer = resolve;
      });
    });
    setPageUser('ann');
    for (let i = 0; i < 5; i++) sessionMayHaveEnded('ann');
    expect(told).toBe(1);
    answer();
    await new Promise((resolve) => setTimeout(resolve, 0));
    sessionMayHaveEnded('ann');
    expect(told).toBe(2);
  });

  it("is not told for another user's request, nor on a guest's page", () => {
    let told = 0;
    whenSessionEnds(async () => {
      told++;
    });
    setPageUser('bob');
    sessionMayHaveEnded('ann');
    setPageUser(null);
    sessionMayHaveEnded('bob');
    expect(told).toBe(0);
  });
});
