"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { Search } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toTargetDomain } from "@/lib/seo-dashboard/target-domain";

/**
 * The page's main action: the visitor's website address with the primary "Analysieren"
 * button, and the opt-in to regular rescans (monitoring). `onAnalyse` gets the validated
 * domain; an invalid address is shown inline under the field and changes nothing.
 */
export function SiteUrlForm({ monitor, onMonitorChange, onAnalyse, serverError }: { monitor: boolean; onMonitorChange: (on: boolean) => void; onAnalyse: (domain: string) => void; serverError: string | null }) {
  const t = useTranslations("SeoDashboard");
  const tError = useTranslations("ApiErrors");
  const [urlInput, setUrlInput] = useState("");
  const [urlError, setUrlError] = useState<string | null>(null);
  const error = urlError ?? serverError;

  function submit(event: FormEvent) {
    event.preventDefault();
    const target = toTargetDomain(urlInput);
    if (!target.ok) return setUrlError(tError(target.error));
    setUrlError(null);
    onAnalyse(target.domain);
  }

  return (
    <form onSubmit={submit} className="bg-card grid gap-2 rounded-xl border p-5" noValidate>
      <Label htmlFor="seo-url" className="text-base font-semibold">
        {t("urlLabel")}
      </Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input id="seo-url" type="url" inputMode="url" placeholder={t("urlPlaceholder")} value={urlInput} onChange={(e) => setUrlInput(e.target.value)} aria-invalid={!!error || undefined} aria-describedby={error ? "seo-url-error" : undefined} />
        <Button type="submit" size="lg" disabled={!urlInput.trim()}>
          <Search aria-hidden /> {t("analyse")}
        </Button>
      </div>
      {error && (
        <p id="seo-url-error" role="alert" className="text-destructive text-sm">
          {error}
        </p>
      )}
      <div className="flex items-start gap-3">
        <input id="seo-monitor" type="checkbox" checked={monitor} onChange={(e) => onMonitorChange(e.target.checked)} className="accent-primary mt-0.5 size-4 shrink-0" aria-describedby="seo-monitor-note" />
        <label htmlFor="seo-monitor" className="text-sm">
          {t("monitorLabel")}
        </label>
      </div>
      <p id="seo-monitor-note" className="text-muted-foreground text-xs">
        {t("monitoringNote")}
      </p>
    </form>
  );
}
