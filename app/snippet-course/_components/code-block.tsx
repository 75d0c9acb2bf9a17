"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Check, Copy } from "lucide-react";
import { Button } from "@/components/ui/button";

/** A slide's code example (JSON-LD, robots.txt, llms.txt, HTML) with its label and a copy button. */
export function CodeBlock({ label, code }: { label: string; code: string }) {
  const t = useTranslations("CourseViewer");
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      // Clipboard refused (e.g. no permission): the code stays selectable by hand.
      setCopied(false);
    }
  }

  return (
    <figure className="overflow-hidden rounded-lg border bg-slate-950 text-slate-100">
      <figcaption className="flex items-center justify-between gap-2 border-b border-white/10 px-3 py-1.5 text-xs text-slate-300">
        <span>{label}</span>
        <Button type="button" size="sm" variant="ghost" className="h-7 text-slate-200 hover:bg-white/10 hover:text-white" onClick={copy}>
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          <span aria-live="polite">{copied ? t("copied") : t("copy")}</span>
        </Button>
      </figcaption>
      <pre className="max-h-80 overflow-auto p-3 text-xs leading-relaxed sm:text-sm">
        <code>{code}</code>
      </pre>
    </figure>
  );
}
