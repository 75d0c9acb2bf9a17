import { useTranslations } from "next-intl";
import type { EngineAccess } from "@/lib/visibility/engine-access";

/**
 * An engine's honest label: its name and how it was asked, "ChatGPT (OpenAI-API,
 * Websuche, Standort Graz, AT)", "Llama (lokal, ohne Websuche)". Works in server and
 * client components.
 */
export function useEngineLabel(): (name: string, access: EngineAccess | undefined) => string {
  const t = useTranslations("Engines");
  return (name, access) => {
    if (!access) return name;
    const google = access.provider === "google-ai-overview" || access.provider === "google-ai-mode";
    const parts = [access.local ? t("access.local") : t(`access.${access.provider}`)];
    if (!google) parts.push(!access.webSearch ? t("access.noWebSearch") : access.provider === "gemini" ? t("access.googleSearch") : t("access.webSearch"));
    if (access.country) parts.push(access.city ? t("access.place", { city: access.city, country: access.country }) : t("access.country", { country: access.country }));
    return t("label", { name, parts: parts.join(", ") });
  };
}

/** {@link useEngineLabel} as a component, for async server components (the monitor page). */
export function EngineName({ name, access }: { name: string; access: EngineAccess | undefined }) {
  return useEngineLabel()(name, access);
}
