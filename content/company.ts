/**
 * The site owner's details for the imprint, the footer and the structured data.
 * Example values: the owner replaces them before going live (see README).
 */
export const COMPANY = {
  name: "KI-Sichtbarkeit",
  legalName: "KI-Sichtbarkeit – Inhaber Max Mustermann",
  owner: "Max Mustermann",
  street: "Musterstraße 1",
  postalCode: "10115",
  city: "Berlin",
  country: "DE",
  email: "kontakt@example.com",
  phone: "+49 30 0000000",
  /** Umsatzsteuer-ID, if any (§ 27a UStG). */
  vatId: "DE000000000",
  /** True while the values above are examples; the imprint then says so. */
  isExample: true,
} as const;
