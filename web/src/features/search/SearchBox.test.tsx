/**
 * The top bar's search as it draws a given answer: 'No results found', the failure text, the
 * dropdown closed by clearing the field, and the typing debounced into one request (moved from
 * tests/browser/search.spec.ts, which keeps the flows across the real server and the dashboard).
 */
import { labels, ui } from '@shared/messages/screens';
import type { SearchResult } from '@shared/types';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, refused } from '../../test/fake-server';
import { renderInApp } from '../../test/render';
import { SearchBox } from './SearchBox';

const nothing: SearchResult = { users: [], groups: [], todos: [] };
const box = () => screen.getByRole('combobox', { name: labels.search });
const dropdown = () => screen.getByTestId('search-dropdown');

// The 300 ms debounce runs on the test's clock: vi.waitFor moves it on while it waits.
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('SearchBox', () => {
  it('says no results, then the failure text; clearing the field closes the dropdown', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { server } = renderInApp(<SearchBox />, { answers: { search: ok(nothing) } });
    await user.type(box(), 'zzzz-nothing-matches-this');
    await vi.waitFor(() => expect(dropdown()).toBeVisible());
    expect(dropdown()).toHaveTextContent(ui.searchNoResults);

    server.answer({ search: refused(500) });
    // The new text replaces the old at once, as pasting over it would.
    await user.tripleClick(box());
    await user.keyboard('anything-else');
    await vi.waitFor(() => expect(dropdown()).toHaveTextContent(ui.searchFailed));
    expect(dropdown()).toBeVisible();
    expect(server.callsTo('search').map((call) => call.query.get('query'))).toEqual([
      'zzzz-nothing-matches-this',
      'anything-else',
    ]);

    await user.clear(box());
    // Hidden, or not drawn at all.
    const closed = screen.queryByTestId('search-dropdown');
    if (closed) expect(closed).not.toBeVisible();
  });

  it('sends one request for a word typed a key every 40 ms', async () => {
    const user = userEvent.setup({ delay: 40, advanceTimers: vi.advanceTimersByTime });
    const { server } = renderInApp(<SearchBox />, { answers: { search: ok(nothing) } });
    await user.type(box(), 'debounced');
    await vi.waitFor(() => expect(dropdown()).toBeVisible());
    expect(server.callsTo('search').map((call) => call.query.get('query'))).toEqual(['debounced']);
  });
});
