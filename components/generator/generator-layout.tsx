"use client";

import type { FormEvent, ReactNode } from "react";
import { useTranslations } from "next-intl";
import type { LucideIcon } from "lucide-react";
import { PlainButton } from "@/components/ui/plain-button";
import { FormCard } from "@/components/form-card";
import { CodeOutput } from "./code-output";
import { ProblemList } from "./generator-parts";

/**
 * The two columns of a generator: the form card, and beside it (below on phones) what
 * was left out, anything the page adds, and the code with copy and download. `submit`
 * ends the form with its button; while `submit.disabledReason` is set, the button is
 * disabled, the reason stands below it and submitting does nothing. `onFocus` runs when a
 * field of the form gets focus (e.g. to load what generating needs).
 */
export function GeneratorLayout({
  formTitle,
  onSubmit,
  onFocus,
  noValidate,
  children,
  problems,
  aside,
  output,
  submit,
}: {
  formTitle: string;
  onSubmit: () => void;
  onFocus?: () => void;
  noValidate?: boolean;
  children: ReactNode;
  problems: string[];
  aside?: ReactNode;
  output: { title?: string; code: string; emptyText: string; copiedMessage: string; download?: { fileName: string; mimeType: string } };
  submit?: { icon: LucideIcon; label: string; className?: string; disabledReason?: string };
}) {
  const g = useTranslations("Generator");
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <FormCard title={formTitle}>
        <form
          className="flex flex-col gap-4"
          noValidate={noValidate}
          onFocus={onFocus}
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            if (!submit?.disabledReason) onSubmit();
          }}
        >
          {children}
          {submit && (
            <>
              <PlainButton type="submit" size="lg" disabled={submit.disabledReason !== undefined} className={submit.className}>
                <submit.icon aria-hidden /> {submit.label}
              </PlainButton>
              {submit.disabledReason && <p className="text-muted-foreground text-sm">{submit.disabledReason}</p>}
            </>
          )}
        </form>
      </FormCard>
      <div className="flex flex-col gap-4 lg:sticky lg:top-20">
        {aside}
        <ProblemList title={g("problemsTitle")} problems={problems} testId="generator-problems" />
        <CodeOutput
          title={output.title ?? g("outputTitle")}
          code={output.code}
          emptyText={output.emptyText}
          copiedMessage={output.copiedMessage}
          download={output.download}
          testId="generator-output"
        />
      </div>
    </div>
  );
}
