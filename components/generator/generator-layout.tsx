"use client";

import type { FormEvent, ReactNode } from "react";
import { useTranslations } from "next-intl";
import { FormCard } from "@/components/form-card";
import { CodeOutput } from "./code-output";
import { ProblemList } from "./generator-parts";

/**
 * The two columns of a generator: the form card, and beside it (below on phones) what
 * was left out, anything the page adds, and the code with copy and download.
 */
export function GeneratorLayout({
  formTitle,
  onSubmit,
  noValidate,
  children,
  problems,
  aside,
  output,
}: {
  formTitle: string;
  onSubmit: () => void;
  noValidate?: boolean;
  children: ReactNode;
  problems: string[];
  aside?: ReactNode;
  output: { title?: string; code: string; emptyText: string; copiedMessage: string; download?: { fileName: string; mimeType: string } };
}) {
  const g = useTranslations("Generator");
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <FormCard title={formTitle}>
        <form
          className="flex flex-col gap-4"
          noValidate={noValidate}
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            onSubmit();
          }}
        >
          {children}
        </form>
      </FormCard>
      <div className="flex flex-col gap-4 lg:sticky lg:top-20">
        {aside}
        <ProblemList title={g("problemsTitle")} problems={problems} testId="generator-problems" />
        <CodeOutput
          title={output.title ?? g("outputTitle")}
          code={output.code}
          emptyText={output.emptyText}
          copyLabel={g("copy")}
          copiedLabel={g("copied")}
          copiedMessage={output.copiedMessage}
          copyFailedMessage={g("copyFailed")}
          download={output.download && { ...output.download, label: g("download") }}
          testId="generator-output"
        />
      </div>
    </div>
  );
}
