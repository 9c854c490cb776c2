/**
 * 'Recently deleted' (/bin, docs/api.md#the-bin): the caller's deleted tasks and lists, newest
 * first, each with the days it has left, Restore, and Delete forever behind a confirmation. A lazy
 * chunk: the first download carries only the sidebar's link to it. The 5-second undo after a delete
 * stays as it is; this is the longer net.
 */
import '../../styles/profile.css';
import { binPageTexts as texts } from '@shared/messages/bin-page';
import { lazy, Suspense, useState } from 'react';
import { errorText } from '../../api/client';
import { PageFrame } from '../../components/PageFrame';
import { Spinner } from '../../components/Spinner';
import { type BinRow, useBin, useBinActions } from './api/bin';

const ConfirmDialog = lazy(() =>
  import('../../components/ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })),
);

const dayMs = 86_400_000;
const daysLeft = (expiresAt: string) => Math.max(0, Math.ceil((Date.parse(expiresAt) - Date.now()) / dayMs));

/** What a row says under its title: a list's task count, or the list a task was in. */
function detailOf(row: BinRow): string {
  if (row.kind === 'list') return `${texts.list} · ${texts.taskCount(row.taskCount ?? 0)}`;
  return row.listName ? `${texts.task} · ${texts.inList(row.listName)}` : texts.task;
}

export function BinPage() {
  const bin = useBin();
  const { restore, purge } = useBinActions();
  const [busy, setBusy] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<BinRow | null>(null);
  const rows = bin.data ?? [];

  const act = (row: BinRow, action: (row: BinRow) => Promise<boolean>) => async () => {
    setBusy(row._id);
    try {
      await action(row);
    } finally {
      setBusy(null);
    }
  };

  return (
    <PageFrame className="bin-page">
      <h1>{texts.heading}</h1>
      <p className="muted">{texts.intro}</p>
      {bin.error ? (
        <p className="form-error" role="alert">
          {errorText(bin.error, texts.loadFailed)}
        </p>
      ) : null}
      {!bin.data && !bin.error ? <Spinner /> : null}
      {bin.data && rows.length === 0 ? (
        <div className="notes-empty" data-testid="bin-empty">
          <h2>{texts.empty}</h2>
          <p className="muted">{texts.emptyHint}</p>
        </div>
      ) : null}
      {rows.length > 0 ? (
        <section className="profile-card" aria-label={texts.heading}>
          <ul className="note-list">
            {rows.map((row) => (
              <li key={row._id} className="note" data-testid="bin-row">
                <span className="note-text">
                  <strong>{row.title}</strong>
                  <br />
                  <span className="muted small">{detailOf(row)}</span>
                </span>
                <time
                  className="note-time"
                  dateTime={row.expiresAt}
                  title={new Date(row.expiresAt).toLocaleString()}
                >
                  {texts.daysLeft(daysLeft(row.expiresAt))}
                </time>
                <span className="note-actions">
                  <button
                    type="button"
                    className="button primary"
                    aria-label={texts.restoreLabel(row.title)}
                    disabled={busy === row._id}
                    onClick={act(row, restore)}
                  >
                    {texts.restore}
                  </button>
                  <button
                    type="button"
                    className="button danger"
                    aria-label={texts.deleteForeverLabel(row.title)}
                    disabled={busy === row._id}
                    onClick={() => setConfirming(row)}
                  >
                    {texts.deleteForever}
                  </button>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {confirming ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={texts.confirmDelete(confirming.title)}
            confirmLabel={texts.deleteForever}
            onCancel={() => setConfirming(null)}
            onConfirm={() => {
              const row = confirming;
              setConfirming(null);
              void act(row, purge)();
            }}
          />
        </Suspense>
      ) : null}
    </PageFrame>
  );
}
