"use client";

import { createContext, useContext, type ReactNode } from "react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Wrench } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { PREFILL_TOOLS, prefillForTool, type PrefillTool } from "@/lib/readiness/prefill";
import { prefillHref, storePrefill } from "@/lib/readiness/prefill-handoff";
import type { FixTool, WebsiteCheckResult } from "@/lib/readiness/types";

/** The result on screen, for the fix links inside it. */
export const CheckResultContext = createContext<WebsiteCheckResult | null>(null);

function isPrefillTool(tool: FixTool | undefined): tool is PrefillTool {
  return !!tool && (PREFILL_TOOLS as readonly string[]).includes(tool);
}

/**
 * Opens the generator that fixes a finding, filled with what the check read: the
 * pre-fill goes to this tab's sessionStorage on click, never to the server. Tools that
 * are no generator (the live test) get a plain link.
 */
export function FixLink({ tool, children, className, label }: { tool: FixTool; children?: ReactNode; className?: string; label?: string }) {
  const result = useContext(CheckResultContext);
  if (!isPrefillTool(tool) || !result) return <Link href={tool} className={className}>{children}</Link>;
  return (
    <Link
      href={prefillHref(tool)}
      aria-label={label}
      className={className}
      onClick={() => {
        const prefill = prefillForTool(tool, result);
        if (prefill) storePrefill(prefill);
      }}
    >
      {children}
    </Link>
  );
}

/** The "Korrektur erstellen" button of a warn or fail finding a generator can fix. */
export function FixButton({ tool, findingLabel }: { tool: FixTool | undefined; findingLabel: string }) {
  const t = useTranslations("Checker");
  if (!isPrefillTool(tool)) return null;
  return (
    <FixLink tool={tool} label={`${t("fixCreate")}: ${findingLabel}`} className={cn(buttonVariants({ size: "sm", variant: "outline" }), "mt-2")}>
      <Wrench aria-hidden /> {t("fixCreate")}
    </FixLink>
  );
}
