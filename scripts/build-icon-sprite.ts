/**
 * Writes public/icons.svg and app/icons.css from lib/icons/sprite.ts (the lucide icons
 * pages draw with CSS masks). Run after adding an icon there: `npx tsx scripts/build-icon-sprite.ts`.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { spriteCss, spriteSvg } from "@/lib/icons/sprite";

for (const [file, text] of [
  ["public/icons.svg", spriteSvg()],
  ["app/icons.css", spriteCss()],
] as const) {
  writeFileSync(path.join(process.cwd(), file), text);
  console.log(`${file} written`);
}
