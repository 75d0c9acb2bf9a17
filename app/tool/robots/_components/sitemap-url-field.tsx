"use client";

import { useTranslations } from "next-intl";
import { FormField } from "@/components/form-field";
import { Input } from "@/components/ui/input";

/** The optional sitemap URL of a robots.txt (its `Sitemap:` line), in the generator and in the merge panel. */
export function SitemapUrlField({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  const t = useTranslations("RobotsGenerator");
  const g = useTranslations("Generator");
  return (
    <FormField id={id} label={t("sitemapUrl")} optional={g("optional")}>
      <Input id={id} type="url" inputMode="url" value={value} onChange={(e) => onChange(e.target.value)} placeholder={t("sitemapPlaceholder")} maxLength={500} />
    </FormField>
  );
}
