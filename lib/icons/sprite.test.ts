import { readFileSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SPRITE_ICONS, spriteSvg } from "./sprite";

const committed = readFileSync(path.join(process.cwd(), "public", "icons.svg"), "utf8");

describe("icon sprite", () => {
  it("public/icons.svg is the one lib/icons/sprite.ts builds (else run npx tsx scripts/build-icon-sprite.ts)", () => {
    expect(committed).toBe(spriteSvg());
  });

  it.each(Object.entries(SPRITE_ICONS))("symbol %s holds the same elements as lucide-react's own component", (id, icon) => {
    const own = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(renderToStaticMarkup(createElement(icon)))![1]!;
    const symbol = new RegExp(`<symbol id="${id}" [^>]*>(.*)</symbol>`).exec(committed)?.[1];
    expect(symbol).toBeDefined();
    // React writes <path …></path>, the sprite <path …/>: compare the elements with closing tags removed
    expect(symbol!.replace(/\/>/g, ">")).toBe(own.replace(/<\/[a-z]+>/g, ""));
  });
});
