import { describe, expect, it } from "vitest";
import { industryListHtml } from "./industry-list-html";

describe("industryListHtml", () => {
  it("gives each industry an unpressed toggle with its id, category, name and uses", () => {
    const html = industryListHtml([{ id: "zahnarzt", name: "Zahnarztpraxis", categoryId: "gesundheit", usesText: "Website · Google · +3" }]);
    expect(html).toBe(
      '<li class="faq-pick" data-category="gesundheit"><button type="button" aria-pressed="false" data-pick="zahnarzt"><span aria-hidden="true"></span><span><span>Zahnarztpraxis</span><span>Website · Google · +3</span></span></button></li>',
    );
  });

  it("escapes names and values, so a name cannot open markup or leave its attribute", () => {
    const html = industryListHtml([{ id: 'x" onclick="alert(1)', name: "Sanitär & Heizung <b>", usesText: "a < b" }]);
    expect(html).toContain('data-pick="x&quot; onclick=&quot;alert(1)"');
    expect(html).toContain("<span>Sanitär &amp; Heizung &lt;b&gt;</span>");
    expect(html).toContain("<span>a &lt; b</span>");
    expect(html).not.toContain("data-category");
  });
});
