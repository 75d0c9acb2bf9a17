import { scriptSafeJson } from "@/lib/generators/json-ld";

/**
 * A JSON-LD block; the JSON is escaped so no value can end the script element. On one
 * line: it is for machines, and the page carries it twice (HTML and RSC payload).
 */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(data, 0) }} />;
}
