/**
 * 'Burn RPS': fires GET /burn/rps the chosen number of times (default 2000) at 5 ms spacing, with a
 * progress bar while it runs and, when done, how many were answered and failed and the latency
 * percentiles p50, p95 and p99.
 */
import { limits } from '@shared/limits';
import { profileLabels, toasts, ui } from '@shared/messages/screens';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { toast } from '../../lib/toast';
import { type RpsResult, runRpsBurn } from './api/rps';
import { BurnForm, parseWholeNumber } from './BurnForm';

/** The number of requests: the SPEC's 2000 when empty, null when not a whole number in range. */
export function parseCount(text: string): number | null {
  const count = parseWholeNumber(text, limits.burnRpsRequests);
  return count === undefined ? limits.burnRpsRequests : count;
}

interface Props {
  disabled: boolean;
  onRoutesOff: () => void;
}

export function BurnRps({ disabled, onRoutesOff }: Props) {
  const [countText, setCountText] = useState('');
  const [progress, setProgress] = useState<{ settled: number; total: number } | null>(null);
  const [result, setResult] = useState<RpsResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  // Leaving the page stops the run.
  useEffect(() => () => abort.current?.abort(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const count = parseCount(countText);
    setResult(null);
    if (count === null) {
      setError(profileLabels.burnRpsCountInvalid);
      return;
    }
    setError(null);
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ settled: 0, total: count });
    try {
      const outcome = await runRpsBurn(
        count,
        (settled) => setProgress({ settled, total: count }),
        controller.signal,
      );
      if (controller.signal.aborted) return;
      if (outcome.routesOff) onRoutesOff();
      else {
        setResult(outcome);
        if (outcome.failed > 0) toast.error(toasts.burnRpsFailed);
      }
    } catch (failure) {
      console.error('RPS burn failed', failure);
      toast.error(toasts.burnRpsFailed);
    } finally {
      setProgress(null);
    }
  };

  const running = progress !== null;
  return (
    <BurnForm
      title={ui.burnRps}
      fieldLabel={profileLabels.burnRpsCount}
      placeholder={profileLabels.burnRpsPlaceholder}
      max={limits.burnRpsRequests}
      value={countText}
      onValueChange={setCountText}
      onSubmit={submit}
      disabled={disabled}
      busy={running}
      error={error}
    >
      {progress ? (
        <progress
          className="burn-progress"
          aria-label={profileLabels.burnRpsProgress}
          max={progress.total}
          value={progress.settled}
        />
      ) : null}
      {result ? (
        <div className="burn-result" role="status" data-testid="burn-rps-result">
          <p>{profileLabels.burnRpsSummary(result.answered, result.failed)}</p>
          {result.latency ? (
            <p>{profileLabels.burnRpsLatency(result.latency.p50, result.latency.p95, result.latency.p99)}</p>
          ) : null}
        </div>
      ) : null}
    </BurnForm>
  );
}
