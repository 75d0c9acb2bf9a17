import { escapeHtml } from "@/lib/generators/meta-tags";

/** One industry of the FAQ generator's list, as FaqIndustryList passes it. */
export interface IndustryItem {
  /** Snippet id, sent to /api/faq/generate when selected. */
  id: string;
  name: string;
  /** Id of its category (the filter's value); none leaves the item in every filter. */
  categoryId?: string;
  /** The shown uses: the first two, and "+n" when there are more. */
  usesText: string;
}

/**
 * The items of the FAQ generator's industry list as HTML: per industry an `<li
 * class="faq-pick" data-category>` with an unpressed toggle button (`data-pick` = id) holding
 * a check box span, the name and the uses. Every text and attribute value is escaped.
 * @returns the inner HTML of the list
 */
export function industryListHtml(items: IndustryItem[]): string {
  return items
    .map(
      (item) =>
        `<li class="faq-pick"${item.categoryId ? ` data-category="${escapeHtml(item.categoryId)}"` : ""}>` +
        `<button type="button" aria-pressed="false" data-pick="${escapeHtml(item.id)}"><span aria-hidden="true"></span>` +
        `<span><span>${escapeHtml(item.name)}</span><span>${escapeHtml(item.usesText)}</span></span></button></li>`,
    )
    .join("");
}
