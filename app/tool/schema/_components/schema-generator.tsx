"use client";

import { useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { Code } from "lucide-react";
import { GeneratorLayout } from "@/components/generator/generator-layout";
import { FormField } from "@/components/form-field";
import { useGenerator } from "@/components/generator/generator-parts";
import { PrefillBanner, PrefillSource, prefilledValues, usePrefillEffect } from "@/components/generator/prefill-parts";
import { usePrefill } from "@/lib/readiness/prefill-handoff";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { SelectOptions } from "@/components/select-options";
import { Textarea } from "@/components/ui/textarea";
import { DEFAULT_OPENING_HOURS, generateJsonLd, schemaFormProblems, schemaProblemText, type BusinessType } from "@/lib/generators/json-ld";

interface State {
  name: string;
  description: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  phone: string;
  email: string;
  website: string;
  businessType: BusinessType;
  openingHours: string;
  latitude: string;
  longitude: string;
  image: string;
  sameAs: string;
}

const INITIAL: State = {
  name: "",
  description: "",
  street: "",
  postalCode: "",
  city: "",
  country: "DE",
  phone: "",
  email: "",
  website: "",
  businessType: "LocalBusiness",
  openingHours: DEFAULT_OPENING_HOURS,
  latitude: "",
  longitude: "",
  image: "",
  sameAs: "",
};

/** @param businessTypes the snippet library's schema.org types with German labels (businessTypeOptions) */
export function SchemaGenerator({ businessTypes }: { businessTypes: { type: string; label: string }[] }) {
  const t = useTranslations("SchemaGenerator");
  const g = useTranslations("Generator");
  const tHours = useTranslations("OpeningHours");
  const [state, setState] = useState<State>(INITIAL);
  const { generated, generate } = useGenerator("schema");
  const prefill = usePrefill("/tool/schema");
  const found = prefill?.fields ?? {};
  usePrefillEffect(prefill, ({ businessType, fields }) => {
    // A check's pre-fill guesses nothing: without a confirmed country or read opening hours
    // those fields stay empty for the owner, not the form's "DE" and "Mo-Fr 09:00-18:00".
    setState((s) => ({ ...s, businessType, country: "", openingHours: "", ...prefilledValues(fields) }));
    if (fields.name) generate();
  });
  const set = (key: keyof State) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    setState((s) => ({ ...s, [key]: e.target.value }));

  const form = useMemo(
    () => ({
      name: state.name,
      description: state.description,
      address: { street: state.street, postalCode: state.postalCode, city: state.city, country: state.country },
      phone: state.phone,
      email: state.email,
      website: state.website,
      businessType: state.businessType,
      openingHours: state.openingHours,
      latitude: state.latitude,
      longitude: state.longitude,
      image: state.image,
      sameAs: state.sameAs.split(/\s+/),
    }),
    [state],
  );
  const ready = state.name.trim() !== "";
  const code = generated && ready ? generateJsonLd(form) : "";
  const problems = generated && ready ? schemaFormProblems(form).map((p) => schemaProblemText(p, (key, values) => t(key as never, values as never), tHours)) : [];
  const optional = g("optional");

  return (
    <GeneratorLayout
      formTitle={t("formTitle")}
      onSubmit={generate}
      submit={{ icon: Code, label: t("generate"), className: "mt-1", disabledReason: ready ? undefined : t("nameRequired") }}
      problems={problems}
      aside={prefill ? <PrefillBanner site={found.website?.value ?? found.name?.value ?? ""} /> : undefined}
      output={{ code, emptyText: t("empty"), copiedMessage: t.raw("copiedMessage") as string }}
    >
      <FormField id="sg-name" hint={found.name && <PrefillSource value={found.name} />} required label={t("name")}>
        <Input id="sg-name" value={state.name} onChange={set("name")} placeholder={t("namePlaceholder")} required aria-required maxLength={150} autoComplete="organization" />
      </FormField>
      <FormField id="sg-type" label={t("businessType")}>
        <NativeSelect id="sg-type" value={state.businessType} onChange={set("businessType")}>
          {/* A type prefilled from the checked site stays selectable even when no industry of the library uses it. */}
          {businessTypes.some((o) => o.type === state.businessType) ? null : <option value={state.businessType}>{state.businessType}</option>}
          {businessTypes.map((o) => (
            <option key={o.type} value={o.type}>{`${o.label} (${o.type})`}</option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="sg-description" label={t("description")} optional={optional}>
        <Textarea id="sg-description" value={state.description} onChange={set("description")} placeholder={t("descriptionPlaceholder")} maxLength={500} rows={3} />
      </FormField>
      <FormField id="sg-street" hint={found.street && <PrefillSource value={found.street} />} label={t("street")}>
        <Input id="sg-street" value={state.street} onChange={set("street")} autoComplete="street-address" maxLength={150} />
      </FormField>
      <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)_minmax(0,2fr)] gap-3">
        <FormField id="sg-postal" hint={found.postalCode && <PrefillSource value={found.postalCode} />} label={t("postalCode")}>
          <Input id="sg-postal" value={state.postalCode} onChange={set("postalCode")} inputMode="numeric" autoComplete="postal-code" maxLength={10} />
        </FormField>
        <FormField id="sg-city" hint={found.city && <PrefillSource value={found.city} />} label={t("city")}>
          <Input id="sg-city" value={state.city} onChange={set("city")} autoComplete="address-level2" maxLength={100} />
        </FormField>
        <FormField id="sg-country" hint={found.country && <PrefillSource value={found.country} />} label={t("country")}>
          <Input id="sg-country" value={state.country} onChange={set("country")} maxLength={2} autoComplete="country" />
        </FormField>
      </div>
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
      <FormField id="sg-hours" label={t("openingHours")} hint={<>{t("openingHoursHint")} <PrefillSource value={found.openingHours} /></>}>
        <Textarea id="sg-hours" value={state.openingHours} onChange={set("openingHours")} aria-describedby="sg-hours-hint" maxLength={500} rows={2} />
      </FormField>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="sg-lat" label={t("latitude")} optional={optional}>
          <Input id="sg-lat" value={state.latitude} onChange={set("latitude")} inputMode="decimal" placeholder="52.5200" maxLength={20} />
        </FormField>
        <FormField id="sg-lng" label={t("longitude")} optional={optional}>
          <Input id="sg-lng" value={state.longitude} onChange={set("longitude")} inputMode="decimal" placeholder="13.4050" maxLength={20} />
        </FormField>
      </div>
      <p className="text-muted-foreground -mt-2 text-xs">{t("geoHint")}</p>
      <FormField id="sg-image" hint={found.image && <PrefillSource value={found.image} />} label={t("image")} optional={optional}>
        <Input id="sg-image" type="url" inputMode="url" value={state.image} onChange={set("image")} placeholder="https://www.ihre-website.de/logo.png" maxLength={500} />
      </FormField>
      <FormField id="sg-sameas" label={t("sameAs")} optional={optional} hint={<>{t("sameAsHint")} <PrefillSource value={found.sameAs} /></>}>
        <Textarea id="sg-sameas" value={state.sameAs} onChange={set("sameAs")} aria-describedby="sg-sameas-hint" placeholder="https://www.instagram.com/ihr-profil" maxLength={2000} rows={2} className="font-mono text-sm" />
      </FormField>
    </GeneratorLayout>
  );
}
