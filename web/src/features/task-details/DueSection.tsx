/**
 * The due date in the panel: the date, the quick choices Today, Tomorrow and Next week, the
 * calendar (the bottom bar's DuePicker) and Clear. The day itself is stored (docs/decisions/0113).
 * Clearing the date of a repeating task also stops the repeat (a repeat needs a due date).
 */
import { dueDayOf } from '@shared/due-day';
import { detailsPanelTexts as detailsTexts } from '@shared/messages/details-panel';
import { ui } from '@shared/messages/screens';
import type { Task, TaskChanges } from '@shared/types';
import { toast } from '../../lib/toast';
import { DuePicker } from '../../tasks/DuePicker';
import { formatDue } from '../../tasks/format';
import { onRepeatDay } from '../../tasks/repeat-day';
import { type DueChoice, dueChoices, quickDueYmd } from './due-choices';

const choiceText: Record<DueChoice, string> = {
  today: detailsTexts.today,
  tomorrow: detailsTexts.tomorrow,
  'next-week': detailsTexts.nextWeek,
};

interface DueSectionProps {
  task: Task;
  readOnly: boolean;
  save: (changes: TaskChanges) => Promise<boolean>;
}

export function DueSection({ task, readOnly, save }: DueSectionProps) {
  const current = dueDayOf(task) ?? '';
  const setDue = (ymd: string) => {
    if (ymd === current) return;
    if (!ymd) {
      void save({ dueDay: null, ...(task.repeat ? { repeat: null } : {}) });
      return;
    }
    const { changes, movedTo } = onRepeatDay(task, { dueDay: ymd });
    if (movedTo) toast(detailsTexts.dueMovedForRepeat(formatDue(movedTo)));
    void save(changes);
  };
  return (
    <section className="details-section" aria-label={detailsTexts.due}>
      <h3 className="details-label">{detailsTexts.due}</h3>
      <p className="details-value" data-testid="details-due">
        {current ? ui.dueLabel(formatDue(current)) : detailsTexts.noDue}
      </p>
      {readOnly ? null : (
        <div className="choice-row">
          {dueChoices.map((choice) => {
            const ymd = quickDueYmd(choice);
            return (
              <button
                key={choice}
                type="button"
                className="choice"
                aria-pressed={current === ymd}
                onClick={() => setDue(ymd)}
              >
                {choiceText[choice]}
              </button>
            );
          })}
          <DuePicker value={current} onChange={setDue} />
          {current ? (
            <button type="button" className="choice" onClick={() => setDue('')}>
              {detailsTexts.clearDue}
            </button>
          ) : null}
        </div>
      )}
    </section>
  );
}
