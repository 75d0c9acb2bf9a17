/** One point of an engine's trend: a run's mention rate and its 95 % interval (fractions). */
export interface TrendPoint {
  date: Date;
  label: string;
  rate: number | null;
  interval: [number, number] | null;
}

const W = 640;
const H = 200;
// Labels at 20 units stay readable when the chart shrinks to a phone's width (~310 px).
const PAD = { left: 80, right: 28, top: 14, bottom: 40 };

/**
 * A server-rendered SVG line chart of one engine's mention rate over the runs, with the
 * 95 % Wilson interval as a band. No script; scales to the container's width.
 */
export function TrendChart({ points, title }: { points: TrendPoint[]; title: string }) {
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (points.length === 1 ? innerW / 2 : (i / (points.length - 1)) * innerW);
  const y = (v: number) => PAD.top + (1 - v) * innerH;
  const known = points.map((p, i) => ({ ...p, i })).filter((p) => p.rate !== null && p.interval !== null);
  const band =
    known.length > 1
      ? `M${known.map((p) => `${x(p.i)},${y(p.interval![1])}`).join("L")}L${[...known].reverse().map((p) => `${x(p.i)},${y(p.interval![0])}`).join("L")}Z`
      : null;
  const line = known.length > 1 ? `M${known.map((p) => `${x(p.i)},${y(p.rate!)}`).join("L")}` : null;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={title} className="h-auto w-full" data-testid="trend-chart">
      <title>{title}</title>
      {[0, 0.5, 1].map((v) => (
        <g key={v}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} className="stroke-border" strokeWidth={1} />
          <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" className="fill-muted-foreground text-[20px]">
            {Math.round(v * 100)} %
          </text>
        </g>
      ))}
      {band && <path d={band} className="fill-primary/15" />}
      {line && <path d={line} fill="none" className="stroke-primary" strokeWidth={2.5} />}
      {known.map((p) => (
        <g key={p.i}>
          {/* A single run has no band to draw: its interval as a whisker. */}
          {known.length === 1 && <line x1={x(p.i)} x2={x(p.i)} y1={y(p.interval![0])} y2={y(p.interval![1])} className="stroke-primary/40" strokeWidth={8} />}
          <circle cx={x(p.i)} cy={y(p.rate!)} r={4} className="fill-primary" />
        </g>
      ))}
      {points.map((p, i) => (
        <text key={i} x={x(i)} y={H - 10} textAnchor="middle" className="fill-muted-foreground text-[20px]">
          {p.label}
        </text>
      ))}
    </svg>
  );
}
