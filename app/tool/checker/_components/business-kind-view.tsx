"use client";

import { useTranslations } from "next-intl";
import { CircleHelp } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { KindSignal } from "@/lib/readiness/kind-signals";
import type { WebsiteCheckResult } from "@/lib/readiness/types";

type Assessment = WebsiteCheckResult["businessKind"];

/** At most this many reasons are named: the strongest ones. */
const SHOWN_REASONS = 3;

function useReasons(): (signals: readonly KindSignal[] | undefined) => string {
  const t = useTranslations("Checker");
  // A result kept from an older version (sessionStorage) has signals of another shape and no reasons.
  return (signals) => (signals ?? []).slice(0, SHOWN_REASONS).map((s) => t(`kindSignal.${s.code}`, { value: s.value ?? "" })).join("; ");
}

/**
 * Which kind of business the check assumed and why: "Erkannt als Online-Dienst oder
 * Agentur, weil: …", the visitor's choice, or "Art des Unternehmens unklar".
 */
export function BusinessKindLine({ kind }: { kind: Assessment | undefined }) {
  const t = useTranslations("Checker");
  const reasons = useReasons();
  if (!kind) return null;
  const text =
    kind.source === "chosen"
      ? `${t("kindChosen", { kind: t(`kind.${kind.kind}`) })} ${kind.detected === "unclear" ? t("kindChosenUnclear") : t("kindChosenDetected", { detected: t(`kind.${kind.detected}`) })}`
      : kind.kind === "unclear"
        ? `${t("kind.unclear")}.`
        : t("kindDetected", { kind: t(`kind.${kind.kind}`), reasons: reasons(kind.reasons) });
  return (
    <p className="mt-1" data-testid="business-kind" data-kind={kind.kind} data-source={kind.source}>
      {text}
    </p>
  );
}

/** Moves the visitor to the kind selector of the form, to choose and check again. */
function focusKindSelect() {
  const select = document.getElementById("checker-kind");
  select?.scrollIntoView({ behavior: "smooth", block: "center" });
  select?.focus({ preventScroll: true });
}

/**
 * For a business of unclear kind: what was seen, the request to choose the kind in the
 * form, and that opening hours and a map are optional until then.
 */
export function UnclearKindNotice({ kind }: { kind: Assessment | undefined }) {
  const t = useTranslations("Checker");
  const reasons = useReasons();
  if (kind?.kind !== "unclear") return null;
  const seen = [...(kind.signals ?? [])].sort((a, b) => b.weight - a.weight);
  return (
    <Alert variant="warning" role="status" data-testid="kind-unclear">
      <CircleHelp aria-hidden />
      <AlertTitle className="line-clamp-none">{t("kindUnclear.title")}</AlertTitle>
      <AlertDescription>
        <p>
          {t("kindUnclear.text")} {seen.length > 0 && t("kindUnclear.seen", { reasons: reasons(seen) })}
        </p>
        <p>
          {t("kindUnclear.ask")} {t("kindUnclear.optional")}
        </p>
        <Button type="button" size="sm" variant="outline" className="mt-1" onClick={focusKindSelect}>
          {t("kindUnclear.choose")}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
