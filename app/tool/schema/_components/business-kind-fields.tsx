"use client";

import { useTranslations } from "next-intl";
import { FormField } from "@/components/form-field";
import { NativeSelect } from "@/components/ui/native-select";
import { ONLINE_BUSINESS_TYPES, isOnlineBusinessType } from "@/lib/generators/json-ld-form";

/**
 * What kind of business the code describes: local (premises customers visit, a
 * LocalBusiness type of the snippet library) or online (shop, agency, online service:
 * OnlineStore, OnlineBusiness or Organization, without address and hours). Switching the
 * kind picks its first type; `onChange` gets the chosen schema.org type.
 * @param businessTypes the snippet library's LocalBusiness types with German labels
 */
export function BusinessKindFields({ businessType, businessTypes, onChange }: { businessType: string; businessTypes: { type: string; label: string }[]; onChange: (type: string) => void }) {
  const t = useTranslations("SchemaGenerator");
  const online = isOnlineBusinessType(businessType);
  const kind = (value: "local" | "online", label: string) => (
    <label className="flex items-start gap-2 text-sm">
      <input
        type="radio"
        name="sg-kind"
        value={value}
        checked={online === (value === "online")}
        onChange={() => onChange(value === "online" ? ONLINE_BUSINESS_TYPES[0] : "LocalBusiness")}
        className="accent-primary mt-0.5 size-4 shrink-0"
      />
      {label}
    </label>
  );
  return (
    <>
      <fieldset className="flex flex-col gap-2" aria-describedby="sg-kind-hint">
        <legend className="mb-1 text-sm font-medium">{t("kind.legend")}</legend>
        {kind("local", t("kind.local"))}
        {kind("online", t("kind.online"))}
        <p id="sg-kind-hint" className="text-muted-foreground text-xs">
          {online ? t("kind.onlineHint") : t("kind.localHint")}
        </p>
      </fieldset>
      <FormField id="sg-type" label={t("businessType")}>
        <NativeSelect id="sg-type" value={businessType} onChange={(e) => onChange(e.target.value)}>
          {online ? (
            ONLINE_BUSINESS_TYPES.map((type) => <option key={type} value={type}>{`${t(`onlineType.${type}`)} (${type})`}</option>)
          ) : (
            <>
              {/* A type prefilled from the checked site stays selectable even when no industry of the library uses it. */}
              {businessTypes.some((o) => o.type === businessType) ? null : <option value={businessType}>{businessType}</option>}
              {businessTypes.map((o) => (
                <option key={o.type} value={o.type}>{`${o.label} (${o.type})`}</option>
              ))}
            </>
          )}
        </NativeSelect>
      </FormField>
    </>
  );
}
