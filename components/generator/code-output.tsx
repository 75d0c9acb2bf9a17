"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Check, Copy, Download } from "lucide-react";
import { PlainButton } from "@/components/ui/plain-button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { downloadBlob } from "@/lib/download-blob";

/**
 * The output panel of a generator: the generated code in a read-only block (or the
 * children instead), and once there is code, a copy button ("Kopiert!" plus a German
 * status note) and optionally a download under a fixed file name. Button labels and the
 * copy-failed note are the "Generator" messages, which the page must provide.
 */
export function CodeOutput({
  title,
  code,
  emptyText,
  copiedMessage,
  download,
  testId,
  children,
}: {
  title: string;
  code: string;
  emptyText: string;
  /** Announced as a status message after copying. */
  copiedMessage: string;
  download?: { fileName: string; mimeType: string };
  testId?: string;
  /** Shown instead of the read-only block once there is code (the llms.txt draft, which is editable). */
  children?: ReactNode;
}) {
  const g = useTranslations("Generator");
  const [copied, setCopied] = useState<"idle" | "copied" | "failed">("idle");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => setCopied("idle"), [code]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setCopied("copied");
    } catch {
      setCopied("failed");
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied("idle"), 4000);
  }

  function save() {
    if (download) downloadBlob(new Blob([code], { type: download.mimeType }), download.fileName);
  }

  return (
    <Card className="min-w-0">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="text-lg">{title}</CardTitle>
        {code && (
          <div className="flex gap-2">
            <PlainButton type="button" size="sm" onClick={copy} variant={copied === "copied" ? "secondary" : "default"}>
              {copied === "copied" ? <Check aria-hidden /> : <Copy aria-hidden />}
              {copied === "copied" ? g("copied") : g("copy")}
            </PlainButton>
            {download && (
              <PlainButton type="button" size="sm" variant="outline" onClick={save}>
                <Download aria-hidden /> {g("download")}
              </PlainButton>
            )}
          </div>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p role="status" className={copied === "idle" ? "sr-only" : copied === "copied" ? "text-success text-sm font-medium" : "text-destructive text-sm"}>
          {copied === "copied" ? copiedMessage : copied === "failed" ? g("copyFailed") : ""}
        </p>
        {code && children ? (
          children
        ) : code ? (
          <pre
            className="bg-muted max-h-[36rem] overflow-auto rounded-lg border p-4 font-mono text-xs leading-relaxed whitespace-pre-wrap [overflow-wrap:anywhere] sm:text-sm"
            data-testid={testId}
            tabIndex={0}
            aria-label={title}
          >
            <code>{code}</code>
          </pre>
        ) : (
          <p className="text-muted-foreground rounded-lg border border-dashed p-6 text-center text-sm">{emptyText}</p>
        )}
      </CardContent>
    </Card>
  );
}
