import { getRequestConfig } from "next-intl/server";
import messages from "@/messages/de.json";

/** German only, so URLs carry no locale prefix. */
export const LOCALE = "de";
export const TIME_ZONE = "Europe/Berlin";

export default getRequestConfig(async () => ({
  locale: LOCALE,
  timeZone: TIME_ZONE,
  messages,
}));
