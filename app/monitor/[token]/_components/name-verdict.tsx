"use client";

import { useId, useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { fetchJson } from "@/lib/client/fetch-json";
import type { NamedAs } from "@/lib/visibility/named-as";
import type { OwnerVerdictApplied } from "@/lib/visibility/owner-verdicts";

/**
 * "Ist „Physio Gassner“ in Bludenz Ihr Betrieb?" with two toggle buttons under an answer that named the business by
 * another name or with a place of its own: the owner's answer is saved for the monitor (PUT …/name-verdicts) and the
 * next runs read that name so; pressing the pressed button takes it back. The page is then rendered again, so every
 * answer giving that name shows the verdict. With the "Monitor.nameVerdict" messages.
 */
export function NameVerdict({ token, namedAs, initial }: { token: string; namedAs: NamedAs; initial: OwnerVerdictApplied | null }) {
  const t = useTranslations("Monitor.nameVerdict");
  const questionId = useId();
  const router = useRouter();
  const [verdict, setVerdict] = useState(initial);
  const [state, setState] = useState<{ kind: "idle" | "saving" | "saved" } | { kind: "error"; message: string }>({ kind: "idle" });

  async function choose(choice: OwnerVerdictApplied) {
    const next = verdict === choice ? null : choice;
    setState({ kind: "saving" });
    const result = await fetchJson<{ verdict?: OwnerVerdictApplied | null }>(`/api/monitor/${token}/name-verdicts`, {
      method: "PUT",
      body: { name: namedAs.name, place: namedAs.place, verdict: next },
      messages: { failed: t("failed") },
    });
    if (result.ok && result.data.verdict !== undefined) {
      setVerdict(result.data.verdict);
      setState({ kind: "saved" });
      // The other answers giving the same name show the verdict too (their status lines are rendered on the server).
      router.refresh();
    } else setState({ kind: "error", message: result.ok ? t("failed") : result.message });
  }

  const option = (choice: OwnerVerdictApplied) => (
    <Button type="button" variant={verdict === choice ? "default" : "outline"} size="sm" aria-pressed={verdict === choice} pending={state.kind === "saving"} onClick={() => choose(choice)}>
      {t(choice)}
    </Button>
  );
  return (
    <div role="group" aria-labelledby={questionId} className="mt-2 flex flex-col gap-1.5" data-testid="name-verdict">
      <p id={questionId} className="text-foreground">
        {namedAs.place ? t("questionPlace", { name: namedAs.name, place: namedAs.place }) : t("question", { name: namedAs.name })}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {option("mine")}
        {option("other")}
        {state.kind === "saving" && <Loader2 className="size-4 animate-spin" aria-hidden />}
        <span role="status" className={state.kind === "error" ? "text-destructive" : "text-success"}>
          {state.kind === "saved" ? t(verdict === null ? "withdrawn" : "saved") : state.kind === "error" ? state.message : ""}
        </span>
      </div>
    </div>
  );
}
