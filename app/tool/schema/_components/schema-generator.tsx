"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { Code } from "lucide-react";
import { GeneratorLayout } from "@/components/generator/generator-layout";
import { FormField } from "@/components/form-field";
import { useGenerator } from "@/components/generator/generator-parts";
import { PrefillBanner, PrefillSource, prefilledValues, usePrefillEffect } from "@/components/generator/prefill-parts";
import { usePrefill } from "@/lib/readiness/prefill-handoff";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { BusinessKindFields } from "./business-kind-fields";
import { AddressFields, HoursAndGeoFields } from "./local-fields";
import { INITIAL_SCHEMA_STATE, isOnlineMode, type SchemaState } from "./schema-state";

const loadOutput = () => import("./schema-output");
type OutputModule = Awaited<ReturnType<typeof loadOutput>>;

/**
 * The JSON-LD builders with the opening-hours parser (~4 KB compressed) load when the form
 * is first focused or the code is wanted, not with the page; a failed load is tried again
 * on the next focus.
 */
function useSchemaOutput(wanted: boolean) {
  const [output, setOutput] = useState<OutputModule | null>(null);
  const load = () => {
    if (!output) loadOutput().then(setOutput, () => undefined);
  };
  useEffect(() => {
    if (wanted) loadOutput().then(setOutput, () => undefined);
  }, [wanted]);
  return { output, load };
}

/**
 * The JSON-LD generator: a local business (LocalBusiness type, address, hours, geo) or an
 * online business (OnlineStore, OnlineBusiness, Organization with logo and contactPoint),
 * pre-filled from the checker when opened from its fix link.
 * @param businessTypes the snippet library's schema.org types with German labels (businessTypeOptions)
 */
export function SchemaGenerator({ businessTypes }: { businessTypes: { type: string; label: string }[] }) {
  const t = useTranslations("SchemaGenerator");
  const g = useTranslations("Generator");
  const tHours = useTranslations("OpeningHours");
  const [state, setState] = useState<SchemaState>(INITIAL_SCHEMA_STATE);
  const { generated, generate } = useGenerator("schema");
  const prefill = usePrefill("/tool/schema");
  const found = prefill?.fields ?? {};
  usePrefillEffect(prefill, ({ businessType, fields }) => {
    // A check's pre-fill guesses nothing: without a confirmed country or read opening hours
    // those fields stay empty for the owner, not the form's "DE" and "Mo-Fr 09:00-18:00".
    setState((s) => ({ ...s, businessType, country: "", openingHours: "", ...prefilledValues(fields) }));
    if (fields.name) generate();
  });
  const set = (key: keyof SchemaState) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => setState((s) => ({ ...s, [key]: e.target.value }));
  const online = isOnlineMode(state);
  const ready = state.name.trim() !== "";
  const builders = useSchemaOutput(generated);
  const output = generated && ready && builders.output ? builders.output.schemaOutput(state, (key, values) => t(key as never, values as never), tHours) : { code: "", problems: [] };
  const optional = g("optional");

  return (
    <GeneratorLayout
      formTitle={t("formTitle")}
      onSubmit={generate}
      onFocus={builders.load}
      submit={{ icon: Code, label: t("generate"), className: "mt-1", disabledReason: ready ? undefined : t("nameRequired") }}
      problems={output.problems}
      aside={prefill ? <PrefillBanner site={found.website?.value ?? found.name?.value ?? ""} /> : undefined}
      output={{ code: output.code, emptyText: t("empty"), copiedMessage: t("copiedMessage") }}
    >
      <FormField id="sg-name" hint={found.name && <PrefillSource value={found.name} />} required label={t("name")}>
        <Input id="sg-name" value={state.name} onChange={set("name")} placeholder={t("namePlaceholder")} required aria-required maxLength={150} autoComplete="organization" />
      </FormField>
      <BusinessKindFields businessType={state.businessType} businessTypes={businessTypes} onChange={(businessType) => setState((s) => ({ ...s, businessType }))} />
      <FormField id="sg-description" label={t("description")} optional={optional}>
        <Textarea id="sg-description" value={state.description} onChange={set("description")} placeholder={t("descriptionPlaceholder")} maxLength={500} rows={3} />
      </FormField>
      {!online && <AddressFields state={state} set={set} found={found} />}
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="sg-phone" hint={found.phone && <PrefillSource value={found.phone} />} label={t("phone")} optional={optional}>
          <Input id="sg-phone" type="tel" value={state.phone} onChange={set("phone")} placeholder={t("phonePlaceholder")} autoComplete="tel" maxLength={40} />
        </FormField>
        <FormField id="sg-email" hint={found.email && <PrefillSource value={found.email} />} label={t("email")} optional={optional}>
          <Input id="sg-email" type="email" value={state.email} onChange={set("email")} autoComplete="email" maxLength={150} />
        </FormField>
      </div>
      <FormField id="sg-website" hint={found.website && <PrefillSource value={found.website} />} label={t("website")} optional={optional}>
        <Input id="sg-website" type="text" inputMode="url" value={state.website} onChange={set("website")} placeholder={t("websitePlaceholder")} autoComplete="url" maxLength={300} />
      </FormField>
      {!online && <HoursAndGeoFields state={state} set={set} found={found} optional={optional} />}
      <FormField id="sg-image" hint={online ? <>{t("logoHint")} <PrefillSource value={found.image} /></> : found.image && <PrefillSource value={found.image} />} label={online ? t("logo") : t("image")} optional={optional}>
        <Input id="sg-image" type="text" inputMode="url" value={state.image} onChange={set("image")} placeholder="https://www.ihre-website.de/logo.png" maxLength={500} aria-describedby={online ? "sg-image-hint" : undefined} />
      </FormField>
      <FormField id="sg-sameas" label={t("sameAs")} optional={optional} hint={<>{t("sameAsHint")} <PrefillSource value={found.sameAs} /></>}>
        <Textarea id="sg-sameas" value={state.sameAs} onChange={set("sameAs")} aria-describedby="sg-sameas-hint" placeholder="https://www.instagram.com/ihr-profil" maxLength={2000} rows={2} className="font-mono text-sm" />
      </FormField>
    </GeneratorLayout>
  );
}
