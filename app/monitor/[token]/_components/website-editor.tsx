"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField, refusedControlProps } from "@/components/form-field";
import { fetchJson } from "@/lib/client/fetch-json";

type SaveState = { kind: "idle" | "saving" } | { kind: "saved"; website: string } | { kind: "error"; message: string };

/**
 * The monitored website, editable; saved for the next run (PUT /api/monitor/{token}/website). The stored address
 * (normalised by the server, e.g. "https://praxis.de/") replaces what was typed; a refused one keeps the focus, its
 * message beneath it as its description (WCAG 3.3.1).
 */
export function WebsiteEditor({ token, initial }: { token: string; initial: string }) {
  const t = useTranslations("Monitor");
  const [website, setWebsite] = useState(initial);
  const [state, setState] = useState<SaveState>({ kind: "idle" });
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (state.kind === "error") input.current?.focus();
  }, [state]);

  async function save(e: React.FormEvent) {
    e.preventDefault();
    setState({ kind: "saving" });
    const result = await fetchJson<{ website?: string }>(`/api/monitor/${token}/website`, { method: "PUT", body: { website }, messages: { failed: t("failed") } });
    if (result.ok && result.data.website) {
      setWebsite(result.data.website);
      setState({ kind: "saved", website: result.data.website });
    } else setState({ kind: "error", message: result.ok ? t("failed") : result.message });
  }

  const error = state.kind === "error" ? state.message : null;
  return (
    <form onSubmit={save} className="flex flex-col gap-3" noValidate>
      <p className="text-muted-foreground text-sm">{t("websiteIntro")}</p>
      <FormField id="monitor-website" label={t("websiteLabel")} error={error} className="flex flex-col gap-1">
        <Input
          ref={input}
          id="monitor-website"
          value={website}
          maxLength={2048}
          inputMode="url"
          autoComplete="url"
          onChange={(e) => setWebsite(e.target.value)}
          {...refusedControlProps("monitor-website", error)}
        />
      </FormField>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" pending={state.kind === "saving"}>
          {state.kind === "saving" && <Loader2 className="animate-spin" aria-hidden />}
          {t("websiteSave")}
        </Button>
        <span role="status" className="text-success text-sm">
          {state.kind === "saved" ? t("websiteSaved") : ""}
        </span>
      </div>
    </form>
  );
}
