/**
 * The search's results (./SearchBox.tsx keeps the field): the 300 ms debounce, the read, the spinner,
 * and the dropdown with Users / Groups / Tasks, 'No results found' or the failure text. The arrow
 * keys move through the results and Enter opens one: the field hands its keys over through `keys`,
 * and is told what to announce (`onState`). A lazy chunk, loaded with the first letter typed.
 */
import { limits } from '@shared/limits';
import { labels, ui } from '@shared/messages/screens';
import { type KeyboardEvent, type MutableRefObject, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Avatar } from '../../components/Avatar';
import { Spinner } from '../../components/Spinner';
import { groupHighlight, todoHighlight } from '../../lib/highlight';
import { useSearch } from './api/search';

interface ResultOption {
  key: string;
  section: 'users' | 'groups' | 'todos';
  label: string;
  coverImg?: string | null;
  /** A task's list, and whether it is done. */
  list?: string;
  done?: boolean;
  open: () => void;
}

/** What the field announces of the results: whether they show, and the option the keys are on. */
export interface ResultsState {
  expanded: boolean;
  activeId: string | undefined;
}

interface SearchResultsProps {
  /** The text typed, trimmed (never empty: the field shows no results then). */
  text: string;
  open: boolean;
  baseId: string;
  listId: string;
  /** The field's keys, handed over while the results are shown. */
  keys: MutableRefObject<((event: KeyboardEvent<HTMLInputElement>) => void) | null>;
  onClose: () => void;
  onState: (state: ResultsState) => void;
}

/** `value` once it stayed the same for `delayMs`; nothing before (the first letters wait too). */
function useDebounced(value: string, delayMs: number): string {
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

const sections: { id: ResultOption['section']; title: string }[] = [
  { id: 'users', title: ui.searchSectionUsers },
  { id: 'groups', title: ui.searchSectionGroups },
  { id: 'todos', title: ui.searchSectionTasks },
];

export default function SearchResults({
  text,
  open,
  baseId,
  listId,
  keys,
  onClose,
  onState,
}: SearchResultsProps) {
  const navigate = useNavigate();
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const query = useDebounced(text, limits.searchDebounceMs);
  const { data, error, isLoading } = useSearch(query);

  const options = useMemo<ResultOption[]>(() => {
    if (!data) return [];
    return [
      ...data.users.map((u) => ({
        key: `user-${u._id}`,
        section: 'users' as const,
        label: u.username,
        coverImg: u.coverImg,
        open: () => navigate(`/user/${encodeURIComponent(u._id)}`),
      })),
      ...data.groups.map((g) => ({
        key: `group-${g._id}`,
        section: 'groups' as const,
        label: g.name,
        open: () => navigate(`/dashboard?highlight=${groupHighlight(g._id)}`),
      })),
      ...data.todos.map((t) => ({
        key: `todo-${t._id}`,
        section: 'todos' as const,
        label: t.description,
        list: t.groupName,
        done: t.completed,
        open: () => navigate(`/dashboard?highlight=${todoHighlight(t._id)}`),
      })),
    ];
  }, [data, navigate]);

  // Closing forgets the keyboard position, and so does new text: the next list starts from the top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the position is reset when the text changes.
  useEffect(() => {
    if (!open) setActiveKey(null);
  }, [open, text]);

  const searching = text !== query || isLoading;
  const showDropdown = open && query !== '' && (data !== undefined || error !== undefined);
  const activeOption = options.find((o) => o.key === activeKey);
  const activeId = showDropdown && activeOption ? `${baseId}-${activeOption.key}` : undefined;
  useEffect(() => onState({ expanded: showDropdown, activeId }), [showDropdown, activeId, onState]);

  const choose = (option: ResultOption) => {
    onClose();
    option.open();
  };

  keys.current = (event) => {
    if (event.key === 'Escape') {
      // The first Escape closes the dropdown and keeps the text (a search field would clear it);
      // with the dropdown closed, Escape clears the field as usual.
      if (showDropdown) {
        event.preventDefault();
        onClose();
      }
      return;
    }
    if (!showDropdown || options.length === 0) return;
    // A new answer has new keys: the position then starts again from nothing.
    const active = options.findIndex((o) => o.key === activeKey);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActiveKey(options[(active + 1) % options.length]?.key ?? null);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActiveKey(options[active <= 0 ? options.length - 1 : active - 1]?.key ?? null);
    } else if (event.key === 'Enter') {
      const option = options[active] ?? (options.length === 1 ? options[0] : undefined);
      if (option) {
        event.preventDefault();
        choose(option);
      }
    }
  };

  return (
    <>
      {searching ? (
        <span className="search-spinner">
          <Spinner small label={labels.searching} />
        </span>
      ) : null}
      <div className="search-dropdown" hidden={!showDropdown} data-testid="search-dropdown">
        {error ? (
          <p className="search-message search-error" role="alert">
            {ui.searchFailed}
          </p>
        ) : options.length === 0 ? (
          <p className="search-message" role="status">
            {ui.searchNoResults}
          </p>
        ) : null}
        <div
          role="listbox"
          id={listId}
          aria-label={labels.search}
          hidden={error !== undefined || options.length === 0}
        >
          {sections.map((section) => {
            const items = options.filter((o) => o.section === section.id);
            if (items.length === 0) return null;
            const titleId = `${baseId}-${section.id}`;
            return (
              // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role="group"; a fieldset is for form controls.
              <div role="group" aria-labelledby={titleId} key={section.id} className="search-section">
                <div role="presentation" id={titleId} className="search-section-title">
                  {section.title}
                </div>
                {items.map((option) => {
                  const selected = option === activeOption;
                  return (
                    // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard selection is handled by the combobox input (arrow keys and Enter).
                    <div
                      role="option"
                      id={`${baseId}-${option.key}`}
                      key={option.key}
                      aria-selected={selected}
                      tabIndex={-1}
                      className={selected ? 'search-option active' : 'search-option'}
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => choose(option)}
                    >
                      {option.section === 'users' ? (
                        <Avatar username={option.label} coverImg={option.coverImg ?? null} size={24} />
                      ) : null}
                      <span className={option.done ? 'search-option-label done' : 'search-option-label'}>
                        {option.label}
                      </span>
                      {option.done ? (
                        <span className="badge search-option-done">{labels.searchDone}</span>
                      ) : null}
                      {option.list ? (
                        <span className="search-option-list">{labels.searchInList(option.list)}</span>
                      ) : null}
                    </div>
                  );
                })}
              </div>
            );
          })}
        </div>
      </div>
    </>
  );
}
