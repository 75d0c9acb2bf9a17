"use client";

import { fetchJson } from "@/lib/client/fetch-json";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { CheckCircle2, Loader2, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useFocusInView } from "@/lib/client/use-focus-in-view";

/** One click: deletes the monitor and everything stored for it. */
export function UnsubscribeButton({ token }: { token: string }) {
  const t = useTranslations("Monitor");
  const [state, setState] = useState<"idle" | "running" | "done" | "error">("idle");
  // The confirmation replaces the button: it takes the focus, which would fall to the page's start.
  const doneRef = useFocusInView<HTMLDivElement>(state === "done");
  if (state === "done") {
    return (
      <div ref={doneRef} tabIndex={-1} role="status" className="flex flex-col items-center gap-3 rounded-md outline-none focus-visible:ring-[3px]" data-testid="monitor-unsubscribed">
        <CheckCircle2 className="text-success size-10" aria-hidden />
        <p className="text-lg font-semibold">{t("unsubscribedTitle")}</p>
        <p className="text-muted-foreground">{t("unsubscribedText")}</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-4">
      <p className="text-muted-foreground">{t("unsubscribeText")}</p>
      <Button
        variant="destructive"
        pending={state === "running"}
        onClick={async () => {
          setState("running");
          const result = await fetchJson<unknown>(`/api/monitor/${encodeURIComponent(token)}/unsubscribe`, { method: "POST" });
          setState(result.ok ? "done" : "error");
        }}
      >
        {state === "running" ? <Loader2 className="animate-spin" aria-hidden /> : <Trash2 aria-hidden />}
        {state === "running" ? t("unsubscribeRunning") : t("unsubscribeConfirm")}
      </Button>
      {state === "error" && (
        <p role="alert" className="text-destructive text-sm">
          {t("failed")}
        </p>
      )}
    </div>
  );
}
