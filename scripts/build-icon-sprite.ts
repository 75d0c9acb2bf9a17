/**
 * Writes public/icons.svg from lib/icons/sprite.ts (the lucide icons pages draw with
 * components/sprite-icon.tsx). Run after adding an icon there: `npx tsx scripts/build-icon-sprite.ts`.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { spriteSvg } from "@/lib/icons/sprite";

const file = path.join(process.cwd(), "public", "icons.svg");
writeFileSync(file, spriteSvg());
console.log(`${file} written`);
