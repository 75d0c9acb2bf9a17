import type { SearchType } from "@/lib/visibility/request";

export interface LiveTestExample {
  label: string;
  query: string;
  location: string;
  searchType: SearchType;
}

/** The five example buttons of the live test. */
export const LIVE_TEST_EXAMPLES: LiveTestExample[] = [
  { label: "Zahnarztpraxis in Berlin", query: "Zahnarztpraxis", location: "Berlin", searchType: "business-info" },
  { label: "Immobilienberatung in München", query: "Immobilienberatung", location: "München", searchType: "business-info" },
  { label: "Solaranlagen in Hamburg", query: "Solaranlagen", location: "Hamburg", searchType: "product-info" },
  { label: "Steuerberater für kleine Unternehmen", query: "Steuerberater für kleine Unternehmen", location: "", searchType: "business-info" },
  { label: "Autowerkstatt in der Nähe", query: "Autowerkstatt in der Nähe", location: "", searchType: "business-info" },
];
