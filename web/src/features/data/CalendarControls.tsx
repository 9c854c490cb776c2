/**
 * The data section's calendar feed: turn it on, copy the link, make a new link, turn it off, and
 * how to subscribe (the link is shown only on the page that made it: only its hash is stored).
 */
import { dataLabels } from '@shared/messages/data-section';
import { useState } from 'react';
import { useRequest } from '../../lib/useRequest';
import { calendarFeed } from './api/data-actions';

/**
 * The feed's controls: off, Turn on alone; on, the link (when this page made it: only its hash is
 * stored), Copy, New link and Turn off.
 */
export function CalendarControls({ initiallyOn }: { initiallyOn: boolean }) {
  const [on, setOn] = useState(initiallyOn);
  const [url, setUrl] = useState<string | null>(null);
  // One line of status: what was done, or the failure's text (cleared as the next request starts).
  const { busy, error: status, setError: setStatus, run: request } = useRequest();
  const run = (work: () => Promise<void>) => request(work, dataLabels.exportFailed);
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
