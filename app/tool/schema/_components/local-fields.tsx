"use client";

import { useTranslations } from "next-intl";
import { FormField } from "@/components/form-field";
import { PrefillSource } from "@/components/generator/prefill-parts";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { SchemaPrefill } from "@/lib/readiness/prefill";
import type { SchemaState } from "./schema-state";

type Setter = (key: keyof SchemaState) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;

type LocalFieldsProps = { state: SchemaState; set: Setter; found: SchemaPrefill["fields"] };

/** The address of a local business (each part with where the checker found it). */
export function AddressFields({ state, set, found }: LocalFieldsProps) {
  const t = useTranslations("SchemaGenerator");
  return (
    <>
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
    </>
  );
}

/** Opening hours and coordinates of a local business. */
export function HoursAndGeoFields({ state, set, found, optional }: LocalFieldsProps & { optional: string }) {
  const t = useTranslations("SchemaGenerator");
  return (
    <>
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
    </>
  );
}
