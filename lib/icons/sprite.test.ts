import { readFileSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SPRITE_ICONS, spriteCss, spriteSvg } from "./sprite";

const read = (file: string) => readFileSync(path.join(process.cwd(), file), "utf8");
const svg = read("public/icons.svg");

describe("icon sprite", () => {
  it("public/icons.svg and app/icons.css are the ones lib/icons/sprite.ts builds (else run npx tsx scripts/build-icon-sprite.ts)", () => {
    expect(svg).toBe(spriteSvg());
    expect(read("app/icons.css")).toBe(spriteCss());
  });

  it.each(Object.entries(SPRITE_ICONS))("the view %s shows lucide-react's own drawing of the icon, alone", (id, icon) => {
    const own = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(renderToStaticMarkup(createElement(icon)))![1]!;
    const match = new RegExp(`<view id="${id}" viewBox="(\\d+) 0 24 24"/><g transform="translate\\((\\d+)\\)">(.*)</g>`).exec(svg);
    expect(match).not.toBeNull();
    const [, viewX, shiftX, drawing] = match!;
    expect(viewX).toBe(shiftX);
    // React writes <path …></path>, the sprite <path …/>: compare with closing tags removed
    expect(drawing!.replace(/\/>/g, ">")).toBe(own.replace(/<\/[a-z]+>/g, ""));
  });

});

describe("icons named in CSS", () => {
  it("are in the sprite", () => {
    const named = [...read("app/home.css").matchAll(/\/icons\.svg#([a-z0-9-]+)/g)].map((m) => m[1]);
    expect(named.length).toBeGreaterThan(0);
    for (const id of named) expect(Object.keys(SPRITE_ICONS)).toContain(id);
  });
});
