/**
 * The top bar's search as it draws a given answer: the spinner while it is on its way, the three
 * sections, the keyboard and the ways the dropdown closes, 'No results found', the failure text,
 * and the typing debounced into one request (moved from tests/browser/search.spec.ts, which keeps
 * the real server's results and opening them).
 */
import { labels, ui } from '@shared/messages/screens';
import type { SearchResult } from '@shared/types';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { held, ok, refused } from '../../test/fake-server';
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
  it('a spinner while searching, then the three sections; arrows move, Escape and an outside click close', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const found = held(
      ok<SearchResult>({
        users: [{ _id: '01JTESTUSER00000000000000M', username: 'qmate', coverImg: null }],
        groups: [{ _id: '01JTESTGROUP0000000000000G', name: 'q group' }],
        todos: [
          {
            _id: '01JTESTTODO00000000000000T',
            description: 'q task',
            groupId: '01JTESTGROUP0000000000000G',
            groupName: 'q group',
            completed: false,
          },
        ],
      }),
    );
    const { server } = renderInApp(
      <>
        <SearchBox />
        <input aria-label="Elsewhere" />
      </>,
      { answers: { search: found.answer } },
    );
    expect(box()).toHaveAttribute('placeholder', ui.searchPlaceholder);

    await user.type(box(), 'q');
    // The request is on its way (the debounce is over), and the spinner shows.
    await vi.waitFor(() => expect(server.callsTo('search')).toHaveLength(1));
    expect(screen.getByRole('status', { name: labels.searching })).toBeVisible();
    found.release();
    await vi.waitFor(() => expect(dropdown()).toBeVisible());
    expect(screen.queryByRole('status', { name: labels.searching })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: ui.searchSectionUsers })).toHaveTextContent('qmate');
    expect(screen.getByRole('group', { name: ui.searchSectionGroups })).toHaveTextContent('q group');
    expect(screen.getByRole('group', { name: ui.searchSectionTasks })).toHaveTextContent('q task');
    // A task says which list it is in.
    expect(screen.getByRole('option', { name: /q task/ })).toHaveTextContent(labels.searchInList('q group'));

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /qmate/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(dropdown()).not.toBeVisible();

    await user.click(box());
    expect(dropdown()).toBeVisible();
    await user.click(screen.getByRole('textbox', { name: 'Elsewhere' }));
    expect(dropdown()).not.toBeVisible();
  });

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
