import type { Locator } from "@playwright/test";

/**
 * The links to the answers a business was counted from, in a share-of-voice table: the cell whose `headers`
 * names the business's row header, as assistive technology ties them (components/share-of-voice-table.tsx).
 */
export async function evidenceLinksOf(table: Locator, business: RegExp): Promise<Locator> {
  const id = await table.getByRole("rowheader", { name: business }).getAttribute("id");
  return table.locator(`td[headers="${id}"]`).getByRole("link");
}
