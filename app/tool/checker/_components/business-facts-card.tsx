"use client";

import { useTranslations } from "next-intl";
import { Building2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { BusinessFacts, SourcedFact } from "@/lib/readiness/business-facts";
import type { AssessedKind } from "@/lib/readiness/business-kind";
import { expectsLocalFacts } from "@/lib/readiness/kind-scope";
import type { FactEvidence } from "@/lib/readiness/facts/types";
import { TitledCard } from "./titled-card";

type FactKey = "name" | "address" | "country" | "telephone" | "email" | "openingHours";
const FACT_KEYS: FactKey[] = ["name", "address", "country", "telephone", "email", "openingHours"];
/** Sources shown per fact before "+ n weitere". */
const SHOWN_SOURCES = 2;

function Sources({ evidence }: { evidence: FactEvidence[] }) {
  const t = useTranslations("Checker.facts");
  return (
    <ul className="text-muted-foreground mt-1 flex flex-col gap-0.5 text-xs">
      {evidence.slice(0, SHOWN_SOURCES).map((e, i) => (
        <li key={i} className="break-words">
          {t("source", { page: t(`page.${e.page}`), element: t(`element.${e.element}`) })}{" "}
          <a href={e.url} target="_blank" rel="noopener noreferrer nofollow" className="text-primary underline-offset-2 hover:underline">
            „{e.text}“
          </a>
        </li>
      ))}
      {evidence.length > SHOWN_SOURCES && <li>{t("moreSources", { count: evidence.length - SHOWN_SOURCES })}</li>}
    </ul>
  );
}

/** One value with its certainty and where it was read. */
function FactValue({ fact, value }: { fact: SourcedFact<unknown>; value: string }) {
  const t = useTranslations("Checker.facts");
  return (
    <div className="min-w-0" data-certainty={fact.certainty}>
      <p className="flex flex-wrap items-center gap-2 text-sm font-medium break-words">
        <span>{value}</span>
        {fact.certainty === "confirmed" ? (
          <Badge variant="secondary">{t("confirmed")}</Badge>
        ) : (
          <Badge variant="outline" className="border-amber-600 text-amber-800 dark:text-amber-300" data-testid="fact-uncertain">
            {t("uncertain")}
          </Badge>
        )}
      </p>
      <Sources evidence={fact.evidence} />
    </div>
  );
}

function valuesOf(facts: BusinessFacts, key: FactKey, t: ReturnType<typeof useTranslations<"Checker.facts">>): { fact: SourcedFact<unknown>; value: string; note?: string }[] {
  switch (key) {
    case "address":
      return facts.address.slice(0, 1).map((f) => ({ fact: f, value: f.value.text ?? [f.value.streetAddress, f.value.postalCode, f.value.addressLocality].filter(Boolean).join(", ") }));
    case "country":
      return facts.country.slice(0, 1).map((f) => ({ fact: f, value: t(`countryName.${f.value as "DE" | "AT" | "CH" | "LI"}`) }));
    case "telephone":
      return facts.telephone.slice(0, 3).map((f) => ({ fact: f, value: `${f.display ?? f.value} (${t(`phoneType.${f.phoneType}`)})` }));
    case "openingHours":
      return facts.openingHours.slice(0, 2).map((f) => ({
        fact: f,
        value: f.specifications.length ? f.value : t("hoursQuoted", { quote: f.value }),
        ...(f.unparsed.length && f.specifications.length ? { note: t("hoursUnparsed", { parts: f.unparsed.map((p) => `„${p}“`).join(", ") }) } : {}),
      }));
    default:
      return facts[key].slice(0, 1).map((f) => ({ fact: f, value: f.value }));
  }
}

/**
 * The business's details as the check read them (name, address, country, phones, e-mail,
 * opening hours), each with where it was read and "gefunden, bitte prüfen" when it stands
 * in one place only.
 */
export function BusinessFactsCard({ facts, kind }: { facts: BusinessFacts | undefined; kind: AssessedKind | undefined }) {
  const t = useTranslations("Checker.facts");
  // A result kept in the browser from before facts had sources has none to show.
  if (!facts?.country) return null;
  // A business judged to have no premises is not asked for opening hours (issue 32).
  const keys = expectsLocalFacts(kind) ? FACT_KEYS : FACT_KEYS.filter((key) => key !== "openingHours");
  return (
    <TitledCard icon={Building2} title={t("title")} large>
      <p className="text-muted-foreground mb-4 text-sm">{t("intro")}</p>
      <dl className="grid gap-4 sm:grid-cols-[10rem_1fr]" data-testid="business-facts">
        {keys.map((key) => {
          const values = valuesOf(facts, key, t);
          return (
            <div key={key} className="contents" data-fact={key}>
              <dt className="text-sm font-semibold">{t(`label.${key}`)}</dt>
              <dd className="flex min-w-0 flex-col gap-3">
                {values.length === 0 ? (
                  <span className="text-muted-foreground text-sm">{t("none")}</span>
                ) : (
                  values.map(({ fact, value, note }, i) => (
                    <div key={i}>
                      <FactValue fact={fact} value={value} />
                      {note && <p className="mt-1 text-xs">{note}</p>}
                    </div>
                  ))
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </TitledCard>
  );
}
