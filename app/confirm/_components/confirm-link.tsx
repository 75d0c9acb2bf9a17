"use client";

import { useEffect, useRef, useState } from "react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { AlertTriangle, CheckCircle2, Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { fetchJson } from "@/lib/client/fetch-json";

type State =
  | { kind: "loading" }
  | { kind: "invalid"; message?: string }
  /** A second click on a used link: "bereits bestätigt" / "bereits verwendet", not "ungültig". */
  | { kind: "used"; message?: string }
  | { kind: "analysis"; website: string; again: boolean }
  | { kind: "signed-in"; unlocks: string[] }
  | { kind: "monitor"; monitorUrl: string };

/**
 * The states of /confirm: loading, then "Vielen Dank!" or
 * "Ungültiger Link". The token is redeemed by a POST from here, not when the page is
 * fetched, so link scanners in mail systems do not use it up.
 */
export function ConfirmLink({ token }: { token: string | null }) {
  const t = useTranslations("Confirm");
  const tMonitor = useTranslations("Monitor");
  const [state, setState] = useState<State>(token ? { kind: "loading" } : { kind: "invalid" });
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    void (async () => {
      type Confirmed = { purpose?: string; website?: string; monitorUrl?: string; alreadyConfirmed?: boolean; unlocks?: string[] };
      const result = await fetchJson<Confirmed>("/api/confirm", { body: { token }, messages: { failed: t("invalidText") } });
      if (!result.ok) {
        if (result.reason !== "http") console.error("Bestätigung fehlgeschlagen", result.reason);
        // A message only when the API sent one: the page's own text explains an invalid link.
        const message = result.data?.error;
        setState(result.status === 409 ? { kind: "used", message } : { kind: "invalid", message });
        return;
      }
      const body = result.data;
      if (body.purpose === "analysis_opt_in") setState({ kind: "analysis", website: body.website ?? "", again: body.alreadyConfirmed === true });
      else if (body.purpose === "monitor_opt_in" && body.monitorUrl) setState({ kind: "monitor", monitorUrl: body.monitorUrl });
      else if (body.purpose === "premium_sign_in") setState({ kind: "signed-in", unlocks: body.unlocks ?? [] });
      else setState({ kind: "invalid" });
    })();
  }, [token]);

  if (state.kind === "loading") {
    return (
      <p role="status" className="text-muted-foreground flex items-center justify-center gap-2 py-16">
        <Loader2 className="size-5 animate-spin" aria-hidden /> {t("loading")}
      </p>
    );
  }

  if (state.kind === "monitor") {
    return (
      <div role="status" className="flex flex-col items-center gap-4 text-center" data-testid="monitor-confirmed">
        <span className="bg-success/10 text-success flex size-16 items-center justify-center rounded-full">
          <CheckCircle2 className="size-8" aria-hidden />
        </span>
        <h1 className="text-3xl font-bold tracking-tight">{tMonitor("confirmedTitle")}</h1>
        <p className="text-muted-foreground max-w-md">{tMonitor("confirmedText")}</p>
        <Button asChild>
          <a href={new URL(state.monitorUrl).pathname}>{tMonitor("confirmedLink")}</a>
        </Button>
      </div>
    );
  }

  const ok = state.kind === "analysis" || state.kind === "signed-in";
  return (
    <div role={ok ? "status" : "alert"} className="flex flex-col items-center gap-4 text-center">
      <span className={`flex size-16 items-center justify-center rounded-full ${ok ? "bg-success/10 text-success" : "bg-destructive/10 text-destructive"}`}>
        {ok ? <CheckCircle2 className="size-8" aria-hidden /> : <AlertTriangle className="size-8" aria-hidden />}
      </span>
      <h1 className="text-3xl font-bold tracking-tight">
        {state.kind === "invalid"
          ? t("invalidTitle")
          : state.kind === "used"
            ? t("usedTitle")
            : state.kind === "analysis"
              ? state.again
                ? t("alreadyConfirmedTitle")
                : t("thanksTitle")
              : t("signedInTitle")}
      </h1>
      <p className="text-muted-foreground max-w-md">
        {state.kind === "invalid" || state.kind === "used"
          ? (state.message ?? t("invalidText"))
          : state.kind === "analysis"
            ? t(state.again ? "alreadyConfirmedText" : "thanksText", { website: state.website })
            : t("signedInText")}
      </p>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        {state.kind === "signed-in" && state.unlocks.includes("faq-generator") && (
          <Button asChild>
            <Link href="/gmb-faq">{t("toFaq")}</Link>
          </Button>
        )}
        {state.kind === "signed-in" && state.unlocks.includes("course") && (
          <Button asChild>
            <Link href="/snippet-course">{t("toCourse")}</Link>
          </Button>
        )}
        {state.kind === "analysis" && (
          <Button asChild variant="outline">
            <Link href="/tool/checker">{t("toChecker")}</Link>
          </Button>
        )}
        <Button asChild variant={!ok ? "default" : "ghost"}>
          <Link href="/">{t("home")}</Link>
        </Button>
      </div>
    </div>
  );
}
