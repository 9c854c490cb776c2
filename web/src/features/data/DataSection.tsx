/**
 * The profile's data section: 'Export my data', 'Import' (where to: new lists as in the file, or
 * one list of the user's or shared with them as an editor; a file, the dry run's report as a
 * preview, then Confirm) and the calendar feed (turn on, copy the link, a new link, turn off, and
 * how to subscribe). Loaded lazily with the profile page, in a chunk of its own.
 */
import { dataLabels } from '@shared/messages/data-section';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { errorText } from '../../api/client';
import { useRequest } from '../../lib/useRequest';
import { exportData, type ImportChoice, type ImportReport, useImport } from './api/data-actions';
import { CalendarControls } from './CalendarControls';

/** A list an import may go into: the user's own, or one shared with them as an editor (`owner` names its owner). */
export interface ImportTarget {
  id: string;
  name: string;
  owner?: string;
}

function ReportView({ report }: { report: ImportReport }) {
  const { created } = report;
  return (
    <div className="import-report" data-testid="import-report">
      <p>
        {report.alreadyImported
          ? dataLabels.importAlready
          : report.into
            ? dataLabels.importIntoSummary(created.tasks, created.steps, report.into.name, report.dryRun)
            : dataLabels.importSummary(created.groups, created.tasks, created.steps, report.dryRun)}
      </p>
      {report.groups.some((group) => group.renamed) ? (
        <ul>
          {report.groups
            .filter((group) => group.renamed)
            .map((group) => (
              <li key={group.source}>{dataLabels.importRenamed(group.source, group.name)}</li>
            ))}
        </ul>
      ) : null}
      {report.skippedTotal + report.warningsTotal > 0 ? (
        <details>
          {/* The counts are the totals; the list holds the first 200 of each (docs/api.md). */}
          <summary>
            {dataLabels.importSkipped(report.skippedTotal)}, {dataLabels.importNotes.toLowerCase()}:{' '}
            {report.warningsTotal}
          </summary>
          <ul>
            {[...report.skipped, ...report.warnings].map((note, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the report's lines are listed once, in order.
              <li key={i}>{dataLabels.importLine(note.line, note.reason)}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

/** Where an import goes: new lists (the default), or one of the lists it may go into. */
function IntoChoice({
  targets,
  value,
  disabled,
  onChange,
}: {
  targets: readonly ImportTarget[];
  value: string;
  disabled: boolean;
  onChange: (groupId: string) => void;
}) {
  const id = useId();
  const own = targets.filter((target) => !target.owner);
  const shared = targets.filter((target) => target.owner);
  return (
    <div className="field import-into">
      <label htmlFor={id}>{dataLabels.importInto}</label>
      <select id={id} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
        <option value="">{dataLabels.importIntoNewLists}</option>
        {own.length > 0 ? (
          <optgroup label={dataLabels.importYourLists}>
            {own.map((target) => (
              <option key={target.id} value={target.id}>
                {target.name}
              </option>
            ))}
          </optgroup>
        ) : null}
        {shared.length > 0 ? (
          <optgroup label={dataLabels.importSharedLists}>
            {shared.map((target) => (
              <option key={target.id} value={target.id}>
                {dataLabels.importSharedList(target.name, target.owner ?? '')}
              </option>
            ))}
          </optgroup>
        ) : null}
      </select>
    </div>
  );
}

function ImportControls({ targets }: { targets: readonly ImportTarget[] }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { preview, confirm } = useImport();
  const [into, setInto] = useState('');
  const [file, setFile] = useState<{ text: string; name: string } | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const request = useRequest();
  const { busy, error } = request;

  const reset = () => {
    setFile(null);
    setReport(null);
    if (input.current) input.current.value = '';
  };
  const run = (work: () => Promise<void>) => request.run(work, dataLabels.exportFailed);
  const choiceOf = (chosen: { text: string; name: string }, groupId: string): ImportChoice => ({
    ...chosen,
    groupId: groupId || null,
  });
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    void run(async () => {
      const text = await chosen.text();
      setFile({ text, name: chosen.name });
      setReport(await preview(choiceOf({ text, name: chosen.name }, into)));
    });
  };
  // Another place for a file already chosen: its preview is made again for it.
  const chooseInto = (groupId: string) => {
    setInto(groupId);
    if (file && report?.dryRun) void run(async () => setReport(await preview(choiceOf(file, groupId))));
  };
  return (
    <div className="data-import">
      {targets.length > 0 ? (
        <IntoChoice targets={targets} value={into} disabled={busy} onChange={chooseInto} />
      ) : null}
      <label htmlFor={inputId}>{dataLabels.importChoose}</label>
      <input
        id={inputId}
        ref={input}
        type="file"
        accept=".json,.csv,application/json,text/csv"
        onChange={choose}
        disabled={busy}
      />
      {report ? (
        <section aria-label={report.dryRun ? dataLabels.importPreviewTitle : dataLabels.importDone}>
          <h3>{report.dryRun ? dataLabels.importPreviewTitle : dataLabels.importDone}</h3>
          <ReportView report={report} />
          {report.dryRun && file && !report.alreadyImported ? (
            <div className="button-row">
              <button
                type="button"
                className="button primary"
                disabled={busy}
                onClick={() => void run(async () => setReport(await confirm(choiceOf(file, into))))}
              >
                {dataLabels.importConfirm}
              </button>
              <button type="button" className="button" disabled={busy} onClick={reset}>
                {dataLabels.importCancel}
              </button>
            </div>
          ) : null}
        </section>
      ) : null}
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * `feedOn`: whether the user's calendar feed is on (the signed-in user's `calendarFeedOn`);
 * `importTargets`: the lists an import may go into (app/ProfilePage.tsx reads them).
 */
export default function DataSection({
  feedOn,
  importTargets,
}: {
  feedOn: boolean;
  importTargets: readonly ImportTarget[];
}) {
  const [exporting, setExporting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <section className="profile-card data-section" aria-labelledby="data-title">
      <h2 id="data-title">{dataLabels.section}</h2>
      <div className="button-row">
        <button
          type="button"
          className="button"
          disabled={exporting}
          onClick={() => {
            setExporting(true);
            setError(null);
            exportData()
              .catch((failure: unknown) => setError(errorText(failure, dataLabels.exportFailed)))
              .finally(() => setExporting(false));
          }}
        >
          {exporting ? dataLabels.exporting : dataLabels.exportData}
        </button>
      </div>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <h3>{dataLabels.importData}</h3>
      <ImportControls targets={importTargets} />
      <CalendarControls initiallyOn={feedOn} />
    </section>
  );
}
