// Small shared pieces: loading a call's result into a page, and showing a failure with its request id.
import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { ApiError } from './api.ts';

export type Loaded<T> =
  | { state: 'loading' }
  | { state: 'done'; value: T }
  | { state: 'failed'; error: unknown };

/** Runs `load` when `deps` change; the last call wins. `reload` runs it again. */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[]): [Loaded<T>, () => void] {
  const [result, setResult] = useState<Loaded<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    setResult({ state: 'loading' });
    load().then(
      (value) => live && setResult({ state: 'done', value }),
      (error) => live && setResult({ state: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [...deps, round]);
  return [result, () => setRound((n) => n + 1)];
}

export function Failure(props: { error: unknown }) {
  const error = props.error;
  if (error instanceof ApiError) {
    return (
      <p class="error" role="alert">
        {error.message} <code>{error.code}</code> (HTTP {error.status}
        {error.requestId ? `, request ${error.requestId}` : ''})
      </p>
    );
  }
  return (
    <p class="error" role="alert">
      {error instanceof Error ? error.message : String(error)}
    </p>
  );
}

/** Renders a loaded value, a busy note or the failure. */
export function Show<T>(props: { loaded: Loaded<T>; children: (value: T) => ComponentChildren }) {
  const { loaded } = props;
  if (loaded.state === 'loading') {
    return (
      <p class="busy" aria-busy="true">
        Loading…
      </p>
    );
  }
  if (loaded.state === 'failed') return <Failure error={loaded.error} />;
  return <>{props.children(loaded.value)}</>;
}

export const conceptHref = (uri: string) => `#/concept/${encodeURIComponent(uri)}`;
export const transitionsHref = (uri: string) => `#/transitions/${encodeURIComponent(uri)}`;
export const percent = (value: number) => `${Math.round(value * 1000) / 10}%`;
