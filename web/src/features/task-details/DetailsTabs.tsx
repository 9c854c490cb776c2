/**
 * The details panel's tab strip (WAI-ARIA tabs): the task's fields, its Activity, and any tab a
 * feature adds (each tab's panel is its own lazy chunk). Arrow keys, Home and End move between the
 * tabs; only the selected tab is in the Tab order.
 */
import { activityPanelTexts as texts } from '@shared/messages/activity-panel';
import { type KeyboardEvent, type ReactNode, useRef } from 'react';

export interface DetailsTab {
  id: string;
  label: string;
}

interface DetailsTabsProps {
  tabs: readonly DetailsTab[];
  selected: string;
  onSelect: (id: string) => void;
  /** The id prefix of the tabs and their panels (useId). */
  idPrefix: string;
  children: ReactNode;
}

export function DetailsTabs({ tabs, selected, onSelect, idPrefix, children }: DetailsTabsProps) {
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const to =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (to === null) return;
    event.preventDefault();
    const tab = tabs[to];
    if (!tab) return;
    onSelect(tab.id);
    refs.current.get(tab.id)?.focus();
  };
  return (
    <>
      <div className="details-tabs" role="tablist" aria-label={texts.tabs}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) refs.current.set(tab.id, element);
              else refs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.id}`}
            className="details-tab"
            aria-selected={tab.id === selected}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => move(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        className="details-tabpanel"
        role="tabpanel"
        id={`${idPrefix}-panel`}
        aria-labelledby={`${idPrefix}-tab-${selected}`}
      >
        {children}
      </div>
    </>
  );
}
