import type { BusinessType } from "@/lib/generators/json-ld";
import { DEFAULT_OPENING_HOURS, isOnlineBusinessType } from "@/lib/generators/json-ld-form";

/** The JSON-LD generator's form as typed; `businessType` decides the mode (an online type: OnlineStore, OnlineBusiness, Organization). */
export interface SchemaState {
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

export const INITIAL_SCHEMA_STATE: SchemaState = {
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

/** Whether the form is in the online business mode (no address, hours or geo). */
export const isOnlineMode = (state: Pick<SchemaState, "businessType">) => isOnlineBusinessType(state.businessType);
