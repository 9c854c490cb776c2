/**
 * The saved filter's dialog (a lazy chunk): its name, its icon, and its query, built from
 * conditions (./builder.ts) or typed as text with its error shown as it is typed. The builder only
 * writes queries that parse; a saved query it cannot show (nested groups) opens as text. What was
 * typed stays when a save fails.
 */
import { formatFilterQuery } from '@shared/filters/format';
import { filterIcons, type FilterIcon as IconName } from '@shared/filters/icons';
import { FilterQueryError, parseFilterQuery } from '@shared/filters/query';
import { limits } from '@shared/limits';
import { filtersPanelTexts as text } from '@shared/messages/filters-panel';
import type { SavedFilter } from '@shared/types';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { Dialog } from '../../components/Dialog';
import { PlusIcon } from '../../components/icons';
import { useFilterActions } from './api/saved-filters';
import { type BuilderModel, blankCondition, type Condition, modelOf, modelTree } from './builder';
import { ConditionRow, Select } from './ConditionRow';
import { FilterIcon } from './FilterIcon';

interface Props {
  /** The filter to edit; null for a new one. */
  filter: SavedFilter | null;
  onClose: () => void;
  onSaved: (filter: SavedFilter) => void;
}

/** The query's error as it is typed, or null. */
function queryError(query: string): string | null {
  try {
    parseFilterQuery(query);
    return null;
  } catch (error) {
    if (error instanceof FilterQueryError) return error.message;
    throw error;
  }
}

export default function FilterDialog({ filter, onClose, onSaved }: Props) {
  const { create, update, pending } = useFilterActions();
  const initialModel = useMemo<BuilderModel | null>(() => {
    if (!filter) return { match: 'all', conditions: [blankCondition()] };
    try {
      return modelOf(parseFilterQuery(filter.query));
    } catch {
      return null;
    }
  }, [filter]);
  const [name, setName] = useState(filter?.name ?? '');
  const [icon, setIcon] = useState<IconName>(filter?.icon ?? 'list');
  const [model, setModel] = useState<BuilderModel>(
    initialModel ?? { match: 'all', conditions: [blankCondition()] },
  );
  const [asText, setAsText] = useState(initialModel === null);
  const [query, setQuery] = useState(filter?.query ?? '');
  const errorId = useId();
  const hintId = useId();

  const built = modelTree(model);
  const textError = asText ? queryError(query) : null;
  const finalQuery = asText ? query.trim() : built ? formatFilterQuery(built) : null;
  const canSave = name.trim().length > 0 && finalQuery !== null && textError === null;

  const switchMode = () => {
    if (asText) {
      // A query the builder cannot show stays text (its hint says why); an empty one starts afresh.
      const parsed = queryError(query) === null ? modelOf(parseFilterQuery(query)) : null;
      if (parsed) setModel(parsed);
      if (parsed || !query.trim()) setAsText(false);
    } else {
      if (built) setQuery(formatFilterQuery(built));
      setAsText(true);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSave || finalQuery === null) return;
    const body = { name: name.trim(), icon, query: finalQuery };
    const outcome = filter ? await update(filter._id, body) : await create(body);
    if (!outcome.ok || outcome.queued) return;
    onSaved(outcome.result);
    onClose();
  };

  const setCondition = (index: number, condition: Condition) =>
    setModel((current) => ({
      ...current,
      conditions: current.conditions.map((c, i) => (i === index ? condition : c)),
    }));

  return (
    <Dialog title={filter ? text.dialogEdit : text.dialogNew} onClose={onClose} className="filter-dialog">
      <form onSubmit={(event) => void submit(event)}>
        <label className="field">
          <span>{text.nameLabel}</span>
          <input
            className="input"
            value={name}
            maxLength={limits.filterNameMax}
            required
            data-autofocus
            onChange={(event) => setName(event.target.value)}
          />
        </label>
        <fieldset className="filter-icons">
          <legend>{text.iconLabel}</legend>
          {filterIcons.map((option) => (
            <label key={option} className="filter-icon-choice" title={text.icons[option]}>
              <input
                type="radio"
                name="filter-icon"
                value={option}
                checked={icon === option}
                onChange={() => setIcon(option)}
                aria-label={text.icons[option]}
              />
              <FilterIcon name={option} size={18} />
            </label>
          ))}
        </fieldset>
        {asText ? (
          <label className="field">
            <span>{text.queryLabel}</span>
            <textarea
              className="input filter-query"
              value={query}
              rows={3}
              maxLength={500}
              spellCheck={false}
              aria-invalid={textError ? 'true' : undefined}
              aria-describedby={textError ? `${hintId} ${errorId}` : hintId}
              onChange={(event) => setQuery(event.target.value)}
            />
            <span id={hintId} className="field-hint">
              {initialModel === null && filter && query === filter.query ? text.nestedHint : text.queryHint}
            </span>
            {textError && query.trim() ? (
              <span id={errorId} className="form-error small" role="status">
                {textError}
              </span>
            ) : null}
          </label>
        ) : (
          <div className="filter-builder">
            <div className="filter-match">
              <span aria-hidden="true">{text.matchLabel}</span>
              <Select
                label={text.matchLabel}
                value={model.match}
                options={{ all: text.matchAll, any: text.matchAny }}
                onChange={(match) => setModel((current) => ({ ...current, match: match as 'all' | 'any' }))}
              />
            </div>
            <div className="filter-conditions">
              {model.conditions.map((condition, index) => (
                <ConditionRow
                  // biome-ignore lint/suspicious/noArrayIndexKey: conditions have no identity beyond their place.
                  key={index}
                  condition={condition}
                  index={index}
                  onChange={(changed) => setCondition(index, changed)}
                  onRemove={
                    model.conditions.length > 1
                      ? () =>
                          setModel((current) => ({
                            ...current,
                            conditions: current.conditions.filter((_, i) => i !== index),
                          }))
                      : null
                  }
                />
              ))}
            </div>
            <button
              type="button"
              className="button ghost"
              onClick={() =>
                setModel((current) => ({ ...current, conditions: [...current.conditions, blankCondition()] }))
              }
            >
              <PlusIcon size={14} /> {text.addCondition}
            </button>
            {built ? (
              <p className="field-hint filter-preview">
                <code>{formatFilterQuery(built)}</code>
              </p>
            ) : (
              <p className="field-hint">{text.incomplete}</p>
            )}
          </div>
        )}
        <div className="dialog-actions">
          <button type="button" className="button ghost" onClick={switchMode}>
            {asText ? text.editWithBuilder : text.editAsText}
          </button>
          <button type="button" className="button ghost" onClick={onClose}>
            {text.cancel}
          </button>
          <button type="submit" className="button primary" disabled={!canSave || pending} aria-busy={pending}>
            {text.save}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
