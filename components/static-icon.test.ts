import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { ArrowRight, Check, CodeXml, type LucideIcon, SearchX, Sparkles } from "lucide-react";
import { describe, expect, it } from "vitest";
import { StaticIcon } from "./static-icon";

/** The markup inside the outer <svg>, and the outer tag's attributes. */
function parts(markup: string): { attributes: string; inner: string } {
  const match = /^<svg([^>]*)>([\s\S]*)<\/svg>$/.exec(markup);
  if (!match) throw new Error(`not one <svg>: ${markup}`);
  return { attributes: match[1]!, inner: match[2]! };
}

describe("StaticIcon", () => {
  it.each([["ArrowRight", ArrowRight], ["Check", Check], ["CodeXml", CodeXml], ["SearchX", SearchX], ["Sparkles", Sparkles]] as [string, LucideIcon][])(
    "draws %s with the same elements as lucide-react's own component",
    (_name, icon) => {
      const own = parts(renderToStaticMarkup(createElement(icon)));
      const drawn = parts(renderToStaticMarkup(createElement(StaticIcon, { icon, className: "size-4" })));
      expect(drawn.inner).toBe(own.inner);
      expect(drawn.inner).toMatch(/^<(path|circle|rect|line|polyline)/);
      // lucide's shared attributes, which the .icon class in app/globals.css repeats
      expect(own.attributes).toContain('viewBox="0 0 24 24"');
      expect(own.attributes).toContain('fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"');
      expect(drawn.attributes).toBe(' viewBox="0 0 24 24" aria-hidden="true" class="icon size-4"');
    },
  );

  it("says which icon it cannot draw", () => {
    const notLucide = Object.assign(() => null, { displayName: "Fake" }) as unknown as LucideIcon;
    expect(() => renderToStaticMarkup(createElement(StaticIcon, { icon: notLucide }))).toThrow(/Fake/);
  });
});
