// What a process is busy with beside serving (loading the bundled data, writing or computing concept
// embeddings), for the /health diagnostics and the logs: one entry per activity with its latest
// progress line. In-process only; work done by another process shows in the graph figures instead.
// Also the event loop's delay: how long a ready callback waited, which is what a request feels.
import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface Activity {
  name: string;
  state: 'running' | 'done' | 'failed';
  started_at: string;
  updated_at: string;
  /** The latest progress line, e.g. "[seed esco] skills_en: 4,000 rows (624 rows/s)". */
  detail: string;
  seconds: number;
}

const activities = new Map<string, Activity & { started: number }>();

export function trackActivity(name: string) {
  const started = performance.now();
  const entry = {
    name,
    state: 'running' as Activity['state'],
    started_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
    detail: '',
    seconds: 0,
    started,
  };
  activities.set(name, entry);
  const update = (state: Activity['state'], detail: string) => {
    entry.state = state;
    entry.detail = detail.trim();
    entry.updated_at = new Date().toISOString();
    entry.seconds = Math.round((performance.now() - started) / 100) / 10;
  };
  return {
    progress: (detail: string) => update('running', detail),
    done: (detail: string) => update('done', detail),
    failed: (detail: string) => update('failed', detail),
  };
}

export function currentActivities(): Activity[] {
  return [...activities.values()].map(({ started: _, ...activity }) => activity);
}

// Sampled every 20 ms; the histogram restarts every minute so the figures describe the recent past.
const RESOLUTION_MS = 20;
const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
delay.enable();
setInterval(() => delay.reset(), 60_000).unref();

/** Event-loop delay over the last minute at most, in milliseconds. */
export function eventLoopDelay() {
  // The histogram records whole timer intervals: what exceeds the resolution is the delay.
  const ms = (ns: number) => Math.max(0, Math.round((ns / 1e6 - RESOLUTION_MS) * 100) / 100);
  return { p50_ms: ms(delay.percentile(50)), p99_ms: ms(delay.percentile(99)), max_ms: ms(delay.max) };
}
