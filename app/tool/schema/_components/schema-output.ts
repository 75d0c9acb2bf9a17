import { generateJsonLd, schemaFormProblems, schemaProblemText, type SchemaForm } from "@/lib/generators/json-ld";
import { generateOrganizationJsonLd, organizationFormProblems, organizationProblemText, type OrganizationForm } from "@/lib/generators/organization-json-ld";
import type { OpeningHoursTranslator } from "@/lib/opening-hours/opening-hours";
import { isOnlineMode, type SchemaState } from "./schema-state";

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
