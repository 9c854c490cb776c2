/**
 * The top bar's search (SPEC.md section 2): the field, a combobox. What it finds is
 * ./SearchResults.tsx, loaded with the first letter typed (a spinner meanwhile): the 300 ms
 * debounce, a spinner while searching, a dropdown with Users / Groups / Tasks, 'No results found',
 * the failure text; an outside click and Escape close it; arrow keys move through the results,
 * Enter opens one.
 */
import { limits } from '@shared/limits';
import { labels, ui } from '@shared/messages/screens';
import { type KeyboardEvent, lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { SearchIcon } from '../../components/icons';
import { Spinner } from '../../components/Spinner';
import { useOutsideClick } from '../../components/useOutsideClick';
import { useShortcuts } from '../../lib/useShortcut';
import type { ResultsState } from './SearchResults';

const SearchResults = lazy(() => import('./SearchResults'));

const hidden: ResultsState = { expanded: false, activeId: undefined };

export function SearchBox() {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<ResultsState>(hidden);
  const keys = useRef<((event: KeyboardEvent<HTMLInputElement>) => void) | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useShortcuts({ 'focus-search': () => inputRef.current?.focus() });
  const baseId = useId();
  const listId = `${baseId}-results`;
  const close = useCallback(() => setOpen(false), []);
  // An outside click closes the dropdown.
  useOutsideClick(rootRef, open, close);
  const typed = text.trim();
  const state = typed === '' ? hidden : shown;

  return (
    <div className="search" ref={rootRef}>
      <span className="search-icon">
        <SearchIcon size={18} />
      </span>
      <input
        ref={inputRef}
        type="search"
        role="combobox"
        className="search-input"
        placeholder={ui.searchPlaceholder}
        aria-label={labels.search}
        aria-expanded={state.expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={state.activeId}
        maxLength={limits.searchQueryMax}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onKeyDown={(event) => {
          if (typed !== '') keys.current?.(event);
        }}
      />
      {typed !== '' ? (
        <Suspense
          fallback={
            <span className="search-spinner">
              <Spinner small label={labels.searching} />
            </span>
          }
        >
          <SearchResults
            text={typed}
            open={open}
            baseId={baseId}
            listId={listId}
            keys={keys}
            onClose={close}
            onState={setShown}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
