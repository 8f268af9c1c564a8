// Credits, plan and usage per day: GET /v1/credits and GET /v1/credits/daily. The chart is an SVG of
// bars with the figures as a table beside it (a canvas chart library would be opaque to screen readers).
import { api } from '../api.ts';
import { Show, useLoad } from '../ui.tsx';

interface Credits {
  plan_code: string;
  billing_mode: string;
  billing_status: string | null;
  monthly_quota: number | null;
  credits_used: number;
  credits_remaining: number | null;
  overage_credits: number;
  daily_requests_used: number;
  daily_request_limit: number | null;
  period_start: string;
  period_end: string;
}
interface Day {
  day: string;
  requests: number;
  credits_used: number;
}

function DailyChart(props: { days: Day[] }) {
  const width = 640;
  const height = 180;
  const max = Math.max(1, ...props.days.map((day) => day.credits_used));
  const step = width / props.days.length;
  return (
    <svg
      viewBox={`0 0 ${width} ${height + 20}`}
      class="chart"
      role="img"
      aria-labelledby="chart-title"
      data-testid="usage-chart"
    >
      <title id="chart-title">Credits used per day, last {props.days.length} days</title>
      {props.days.map((day, index) => {
        const bar = (day.credits_used / max) * height;
        return (
          <g key={day.day}>
            <rect x={index * step + 2} y={height - bar} width={step - 4} height={bar} class="bar">
              <title>
                {day.day}: {day.credits_used} credits, {day.requests} requests
              </title>
            </rect>
            {index % 7 === props.days.length % 7 ? (
              <text x={index * step + step / 2} y={height + 14} text-anchor="middle" class="tick">
                {day.day.slice(5)}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}

export function UsagePage() {
  const [credits] = useLoad(() => api<Credits>('/v1/credits'), []);
  const [daily] = useLoad(() => api<{ days: Day[] }>('/v1/credits/daily', { query: { days: 30 } }), []);
  return (
    <>
      <h1>Credits and usage</h1>
      <Show loaded={credits}>
        {(c) => (
          <dl class="facts">
            <dt>Plan</dt>
            <dd data-testid="plan">{c.plan_code}</dd>
            <dt>Billing</dt>
            <dd>
              {c.billing_mode.replace(/_/g, ' ')}
              {c.billing_status ? ` (${c.billing_status})` : ''}
            </dd>
            <dt>Credits this month</dt>
            <dd data-testid="credits-used">
              {c.credits_used} used
              {c.monthly_quota === null
                ? ' (no quota)'
                : ` of ${c.monthly_quota}, ${c.credits_remaining} left`}
              {c.overage_credits ? `, ${c.overage_credits} beyond the quota` : ''}
            </dd>
            <dt>Requests today</dt>
            <dd>
              {c.daily_requests_used}
              {c.daily_request_limit === null ? '' : ` of ${c.daily_request_limit}`}
            </dd>
            <dt>Period</dt>
            <dd>
              {c.period_start.slice(0, 10)} to {c.period_end.slice(0, 10)}
            </dd>
          </dl>
        )}
      </Show>
      <h2>Per day</h2>
      <Show loaded={daily}>
        {({ days }) => (
          <div class="chart-box">
            <DailyChart days={days} />
            <details>
              <summary>The figures</summary>
              <table>
                <thead>
                  <tr>
                    <th scope="col">Day (UTC)</th>
                    <th scope="col">Requests</th>
                    <th scope="col">Credits</th>
                  </tr>
                </thead>
                <tbody>
                  {days
                    .filter((day) => day.requests > 0 || day.credits_used > 0)
                    .map((day) => (
                      <tr key={day.day}>
                        <td>{day.day}</td>
                        <td>{day.requests}</td>
                        <td>{day.credits_used}</td>
                      </tr>
                    ))}
                </tbody>
              </table>
            </details>
          </div>
        )}
      </Show>
    </>
  );
}
