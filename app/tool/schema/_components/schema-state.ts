import { DEFAULT_OPENING_HOURS, generateJsonLd, schemaFormProblems, schemaProblemText, type BusinessType, type SchemaForm } from "@/lib/generators/json-ld";
import { generateOrganizationJsonLd, isOnlineBusinessType, organizationFormProblems, organizationProblemText, type OrganizationForm } from "@/lib/generators/organization-json-ld";
import type { OpeningHoursTranslator } from "@/lib/opening-hours/opening-hours";

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

/**
 * The code and the problems for the form: LocalBusiness JSON-LD (lib/generators/json-ld)
 * or, in online mode, Organization JSON-LD (lib/generators/organization-json-ld), each
 * problem as German text.
 * @param t translator of "SchemaGenerator"; @param tHours translator of "OpeningHours"
 */
export function schemaOutput(state: SchemaState, t: (key: string, values?: Record<string, string>) => string, tHours: OpeningHoursTranslator): { code: string; problems: string[] } {
  const sameAs = state.sameAs.split(/\s+/);
  if (isOnlineMode(state)) {
    const form: OrganizationForm = { name: state.name, type: state.businessType, description: state.description, website: state.website, logo: state.image, email: state.email, phone: state.phone, sameAs };
    return { code: generateOrganizationJsonLd(form), problems: organizationFormProblems(form).map((p) => organizationProblemText(p, t)) };
  }
  const form: SchemaForm = {
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
    sameAs,
  };
  return { code: generateJsonLd(form), problems: schemaFormProblems(form).map((p) => schemaProblemText(p, t, tHours)) };
}
