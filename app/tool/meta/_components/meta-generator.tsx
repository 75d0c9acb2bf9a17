"use client";

import { useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Tags } from "lucide-react";
import { GeneratorLayout } from "@/components/generator/generator-layout";
import { FormField } from "@/components/form-field";
import { useGenerator } from "@/components/generator/generator-parts";
import { PrefillBanner, PrefillSource, prefilledValues, usePrefillEffect } from "@/components/generator/prefill-parts";
import { usePrefill } from "@/lib/readiness/prefill-handoff";
import type { PrefillValue } from "@/lib/readiness/prefill";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { SelectOptions } from "@/components/select-options";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";
import {
  characterCount,
  DEFAULT_VIEWPORT,
  DESCRIPTION_MAX_LENGTH,
  generateMetaTags,
  ROBOTS_OPTIONS,
  TITLE_MAX_LENGTH,
  shortenAtWordBoundary,
  TWITTER_CARDS,
  type MetaForm,
} from "@/lib/generators/meta-tags";

const INITIAL: Required<MetaForm> = {
  title: "",
  description: "",
  keywords: "",
  author: "",
  viewport: DEFAULT_VIEWPORT,
  robots: "index, follow",
  language: "de",
  ogTitle: "",
  ogDescription: "",
  ogImage: "",
  twitterCard: "summary_large_image",
  pageUrl: "",
};

/** Typing stops here (characters); beyond the limit (60/160) the code gets the text cut at a word boundary. */
const INPUT_MAX = { title: 150, description: 400 } as const;

function Counter({ id, count, max, label }: { id: string; count: number; max: number; label: string }) {
  return (
    <span id={id} className={cn("text-xs tabular-nums", count >= max ? "font-medium text-amber-800" : "text-muted-foreground")}>
      {label}
    </span>
  );
}

/** Under a field longer than its limit: what the code will contain instead. */
function Shortened({ id, text, max, label }: { id: string; text: string; max: number; label: (short: string) => string }) {
  if (characterCount(text.trim()) <= max) return null;
  return (
    <span id={id} className="text-xs text-amber-800">
      {label(shortenAtWordBoundary(text, max))}
    </span>
  );
}

/**
 * A required field with a length limit (the title, the description): the control, its
 * character counter (beside `advice`, where given), the counter's announcement `spoken`,
 * the text as the code will cut it, and where a prefilled value was found.
 */
function CountedField({ id, label, text, max, spoken, advice, found, children }: { id: string; label: string; text: string; max: number; spoken: string; advice?: string; found?: PrefillValue; children: ReactNode }) {
  const t = useTranslations("MetaGenerator");
  const count = characterCount(text);
  const counter = <Counter id={`${id}-count`} count={count} max={max} label={t("counter", { count, max })} />;
  return (
    <FormField id={id} required label={label}>
      {children}
      {advice ? (
        <span className="flex flex-wrap justify-between gap-2">
          {counter}
          <span className="text-muted-foreground text-xs">{advice}</span>
        </span>
      ) : (
        counter
      )}
      <span role="status" className="sr-only" data-testid={`${id}-announcement`}>
        {spoken}
      </span>
      <Shortened id={`${id}-short`} text={text} max={max} label={(short) => t("shortened", { max, short })} />
      <PrefillSource value={found} />
    </FormField>
  );
}

export function MetaGeneratorForm() {
  const t = useTranslations("MetaGenerator");
  const g = useTranslations("Generator");
  const [form, setForm] = useState(INITIAL);
  const { generated, generate } = useGenerator("meta");
  const prefill = usePrefill("/tool/meta");
  const found = prefill?.fields ?? {};
  usePrefillEffect(prefill, ({ fields }) => {
    setForm((current) => ({ ...current, ...prefilledValues(fields) }));
    if (fields.title && fields.description) generate();
  });
  /**
   * What the counters' live regions say. The visible counters are not live (a screen
   * reader would read every keystroke); a counter is announced when its field loses
   * focus and when typing crosses the limit.
   */
  const [spoken, setSpoken] = useState({ title: "", description: "" });
  const limits = { title: TITLE_MAX_LENGTH, description: DESCRIPTION_MAX_LENGTH } as const;
  const announce = (key: "title" | "description", text: string) =>
    setSpoken((s) => ({ ...s, [key]: t("counter", { count: characterCount(text), max: limits[key] }) }));
  const set = (key: keyof MetaForm) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const value = e.target.value;
    if (key === "title" || key === "description") {
      const over = (text: string) => characterCount(text) > limits[key];
      if (over(form[key]) !== over(value)) announce(key, value);
    }
    setForm((f) => ({ ...f, [key]: value }));
  };

  /** What the title and description controls share: required, the counter's announcement on blur, and the counter (and the shortened text, once over the limit) as their description. */
  const counted = (key: "title" | "description") => ({
    id: `mg-${key}`,
    value: form[key],
    onChange: set(key),
    onBlur: () => announce(key, form[key]),
    maxLength: INPUT_MAX[key],
    required: true,
    "aria-required": true,
    "aria-describedby": characterCount(form[key]) > limits[key] ? `mg-${key}-count mg-${key}-short` : `mg-${key}-count`,
  });

  const ready = form.title.trim() !== "" && form.description.trim() !== "";
  const code = generated && ready ? generateMetaTags(form) : "";
  const optional = g("optional");

  return (
    <GeneratorLayout
      formTitle={t("formTitle")}
      onSubmit={generate}
      submit={{ icon: Tags, label: t("generate"), disabledReason: ready ? undefined : t("required") }}
      problems={[]}
      aside={prefill ? <PrefillBanner site={found.pageUrl?.value ?? ""} /> : undefined}
      output={{ code, emptyText: t("empty"), copiedMessage: t("copiedMessage") }}
    >
      <CountedField id="mg-title" label={t("pageTitle")} text={form.title} max={TITLE_MAX_LENGTH} spoken={spoken.title} found={found.title}>
        <Input {...counted("title")} placeholder={t("pageTitlePlaceholder")} />
      </CountedField>
      <CountedField id="mg-description" label={t("description")} text={form.description} max={DESCRIPTION_MAX_LENGTH} spoken={spoken.description} advice={t("descriptionAdvice")} found={found.description}>
        <Textarea {...counted("description")} placeholder={t("descriptionPlaceholder")} rows={3} />
      </CountedField>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="mg-keywords" label={t("keywords")} optional={optional}>
          <Input id="mg-keywords" value={form.keywords} onChange={set("keywords")} placeholder={t("keywordsPlaceholder")} maxLength={300} />
        </FormField>
        <FormField id="mg-author" label={t("author")} optional={optional}>
          <Input id="mg-author" value={form.author} onChange={set("author")} maxLength={100} />
        </FormField>
      </div>
      <FormField id="mg-url" label={t("pageUrl")} optional={optional} hint={found.pageUrl && <PrefillSource value={found.pageUrl} />}>
        <Input id="mg-url" type="url" inputMode="url" value={form.pageUrl} onChange={set("pageUrl")} placeholder={t("pageUrlPlaceholder")} maxLength={500} />
      </FormField>
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField id="mg-robots" label={t("robots")}>
          <NativeSelect id="mg-robots" value={form.robots} onChange={set("robots")}>
            <SelectOptions values={ROBOTS_OPTIONS} label={(o) => o} />
          </NativeSelect>
        </FormField>
        <FormField id="mg-language" label={t("language")}>
          <Input id="mg-language" value={form.language} onChange={set("language")} maxLength={10} />
        </FormField>
        <FormField id="mg-viewport" label={t("viewport")}>
          <Input id="mg-viewport" value={form.viewport} onChange={set("viewport")} maxLength={100} />
        </FormField>
      </div>
      <fieldset className="flex flex-col gap-4 rounded-lg border p-4">
        <legend className="px-1 text-sm font-semibold">{t("socialTitle")}</legend>
        <FormField id="mg-og-title" label={t("ogTitle")} optional={optional} hint={t("ogFallback")}>
          <Input id="mg-og-title" value={form.ogTitle} onChange={set("ogTitle")} placeholder={form.title} maxLength={100} aria-describedby="mg-og-title-hint" />
        </FormField>
        <FormField id="mg-og-description" label={t("ogDescription")} optional={optional}>
          <Textarea id="mg-og-description" value={form.ogDescription} onChange={set("ogDescription")} placeholder={form.description} rows={2} maxLength={300} />
        </FormField>
        <FormField id="mg-og-image" label={t("ogImage")} optional={optional} hint={found.ogImage && <PrefillSource value={found.ogImage} />}>
          <Input id="mg-og-image" type="url" inputMode="url" value={form.ogImage} onChange={set("ogImage")} placeholder="https://www.ihre-website.de/vorschau.jpg" maxLength={500} />
        </FormField>
        <FormField id="mg-twitter" label={t("twitterCard")}>
          <NativeSelect id="mg-twitter" value={form.twitterCard} onChange={set("twitterCard")}>
            <SelectOptions values={TWITTER_CARDS} label={(c) => t(`twitterCards.${c}`)} />
          </NativeSelect>
        </FormField>
      </fieldset>
    </GeneratorLayout>
  );
}
