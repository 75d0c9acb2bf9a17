/**
 * The JSON-LD generator's light constants, apart from the builders (json-ld.ts,
 * organization-json-ld.ts) so that the form can show them while the builders load only
 * when the user generates (app/tool/schema).
 */

/** The form's opening hours until the user changes them (syntax: lib/opening-hours). */
export const DEFAULT_OPENING_HOURS = "Mo-Fr 09:00-18:00";

/** The schema.org types of the online mode, most specific first: a shop, an online service or agency, any other organization (see organization-json-ld.ts). */
export const ONLINE_BUSINESS_TYPES = ["OnlineStore", "OnlineBusiness", "Organization"] as const;
export type OnlineBusinessType = (typeof ONLINE_BUSINESS_TYPES)[number];

/** Whether `type` is one of ONLINE_BUSINESS_TYPES (the online mode). */
export function isOnlineBusinessType(type: string | undefined): type is OnlineBusinessType {
  return (ONLINE_BUSINESS_TYPES as readonly string[]).includes(type ?? "");
}
