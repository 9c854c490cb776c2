/**
 * The top bar's search (SPEC.md section 2): 300 ms debounce, a spinner while searching, a dropdown
 * with Users / Groups / Tasks, 'No results found', the failure text, outside click and Escape close
 * it. A combobox: arrow keys move through the results, Enter opens one.
 */
import { limits } from '@shared/limits';
import { labels, ui } from '@shared/messages/screens';
import { type KeyboardEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Avatar } from '../../components/Avatar';
import { SearchIcon } from '../../components/icons';
import { Spinner } from '../../components/Spinner';
import { useOutsideClick } from '../../components/useOutsideClick';
import { groupHighlight, todoHighlight } from '../../lib/highlight';
import { useShortcuts } from '../../lib/useShortcut';
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

function useDebounced(value: string, delayMs: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

export function SearchBox() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const query = useDebounced(text.trim(), limits.searchDebounceMs);
  const { data, error, isLoading } = useSearch(query);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useShortcuts({ 'focus-search': () => inputRef.current?.focus() });
  const baseId = useId();
  // Closing forgets the keyboard position: the next opening starts again from the top.
  const close = useCallback(() => {
    setOpen(false);
    setActiveKey(null);
  }, []);
  const listId = `${baseId}-results`;

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

  // An outside click closes the dropdown.
  useOutsideClick(rootRef, open, close);

  const searching = text.trim() !== '' && (text.trim() !== query || isLoading);
  const showDropdown =
    open && query !== '' && text.trim() !== '' && (data !== undefined || error !== undefined);

  const choose = (option: ResultOption) => {
    close();
    option.open();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      // The first Escape closes the dropdown and keeps the text (a search field would clear it);
      // with the dropdown closed, Escape clears the field as usual.
      if (showDropdown) {
        event.preventDefault();
        close();
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

  const sections: { id: ResultOption['section']; title: string }[] = [
    { id: 'users', title: ui.searchSectionUsers },
    { id: 'groups', title: ui.searchSectionGroups },
    { id: 'todos', title: ui.searchSectionTasks },
  ];
  const activeOption = options.find((o) => o.key === activeKey);

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
        aria-expanded={showDropdown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showDropdown && activeOption ? `${baseId}-${activeOption.key}` : undefined}
        maxLength={limits.searchQueryMax}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActiveKey(null);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
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
    </div>
  );
}
