import { profileLabels, ui } from '@shared/messages/screens';

/** The 'Task Completion' percent bar (a native progressbar role with its value). */
export function CompletionBar({ percent }: { percent: number }) {
  return (
    <div className="completion">
      <div className="completion-caption">
        <span id="completion-label">{ui.taskCompletion}</span>
        <span data-testid="completion-percent">{profileLabels.completionOf(percent)}</span>
      </div>
      <div
        className="completion-track"
        role="progressbar"
        aria-labelledby="completion-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="completion-fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
