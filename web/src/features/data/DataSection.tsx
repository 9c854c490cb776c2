/**
 * The profile's data section: 'Export my data', 'Import' (a file, the dry run's report
 * as a preview, then Confirm) and the calendar feed (turn on, copy the link, a new link, turn off,
 * and how to subscribe). Loaded lazily with the profile page, in a chunk of its own.
 */
import { dataLabels } from '@shared/messages/data-section';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { errorText } from '../../api/client';
import { calendarFeed, exportData, type ImportReport, useImport } from './api/data-actions';

function ReportView({ report }: { report: ImportReport }) {
  const { created } = report;
  return (
    <div className="import-report" data-testid="import-report">
      <p>
        {report.alreadyImported
          ? dataLabels.importAlready
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

function ImportControls() {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { preview, confirm } = useImport();
  const [file, setFile] = useState<{ text: string; name: string } | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const reset = () => {
    setFile(null);
    setReport(null);
    if (input.current) input.current.value = '';
  };
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(errorText(failure, dataLabels.exportFailed));
    } finally {
      setBusy(false);
    }
  };
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    void run(async () => {
      const text = await chosen.text();
      setFile({ text, name: chosen.name });
      setReport(await preview(text, chosen.name));
    });
  };
  return (
    <div className="data-import">
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
                onClick={() => void run(async () => setReport(await confirm(file.text, file.name)))}
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
 * The feed's controls: off, Turn on alone; on, the link (when this page made it: only its hash is
 * stored), Copy, New link and Turn off.
 */
function CalendarControls({ initiallyOn }: { initiallyOn: boolean }) {
  const [on, setOn] = useState(initiallyOn);
  const [url, setUrl] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setStatus(null);
    try {
      await work();
    } catch (failure) {
      setStatus(errorText(failure, dataLabels.exportFailed));
    } finally {
      setBusy(false);
    }
  };
  const makeLink = () =>
    void run(async () => {
      setUrl(await calendarFeed.turnOn());
      setOn(true);
    });
  return (
    <div className="data-calendar">
      <h3>{dataLabels.calendarTitle}</h3>
      {url ? (
        <input
          className="input calendar-link"
          readOnly
          value={url}
          aria-label={dataLabels.calendarLink}
          onFocus={(e) => e.target.select()}
        />
      ) : (
        <p>{on ? dataLabels.calendarOnNoLink : dataLabels.calendarOff}</p>
      )}
      <div className="button-row">
        {on ? (
          <>
            {url ? (
              <button
                type="button"
                className="button"
                onClick={() =>
                  void navigator.clipboard.writeText(url).then(
                    () => setStatus(dataLabels.calendarCopied),
                    () => setStatus(null),
                  )
                }
              >
                {dataLabels.calendarCopy}
              </button>
            ) : null}
            <button type="button" className="button" disabled={busy} onClick={makeLink}>
              {dataLabels.calendarRotate}
            </button>
            <button
              type="button"
              className="button danger"
              disabled={busy}
              onClick={() =>
                void run(async () => {
                  await calendarFeed.turnOff();
                  setUrl(null);
                  setOn(false);
                })
              }
            >
              {dataLabels.calendarTurnOff}
            </button>
          </>
        ) : (
          <button type="button" className="button primary" disabled={busy} onClick={makeLink}>
            {dataLabels.calendarOn}
          </button>
        )}
      </div>
      <p className="hint">{dataLabels.calendarHelp}</p>
      {status ? <p role="status">{status}</p> : null}
    </div>
  );
}

/** `feedOn`: whether the user's calendar feed is on (the signed-in user's `calendarFeedOn`). */
export default function DataSection({ feedOn }: { feedOn: boolean }) {
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
      <ImportControls />
      <CalendarControls initiallyOn={feedOn} />
    </section>
  );
}
