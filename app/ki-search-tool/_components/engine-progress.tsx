"use client";

import { useTranslations } from "next-intl";
import type { EngineProgress } from "@/lib/visibility/live-test";

/** The answers each assistant has given so far, while the live test runs (several engines only). */
export function EngineProgressList({ engines }: { engines: EngineProgress[] }) {
  const t = useTranslations("Engines");
  if (engines.length < 2) return null;
  return (
    <ul className="mt-3 flex w-full max-w-sm flex-col gap-1 text-left text-xs" aria-label={t("progressTitle")} data-testid="engine-progress">
      {engines.map((e) => (
        <li key={e.name} className="flex items-center justify-between gap-3">
          <span className="font-medium">{e.name}</span>
          <span className="text-muted-foreground tabular-nums">
            {t("progressRow", { completed: e.completed, total: e.total })}
            {e.failed > 0 && <span className="text-destructive"> · {t("progressFailed", { failed: e.failed })}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}
