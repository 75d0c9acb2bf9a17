import {
  ArrowRight,
  BadgeCheck,
  Bot,
  Briefcase,
  Building2,
  ChartColumn,
  ChevronDown,
  Clock,
  CodeXml,
  FileSearch,
  FileText,
  GraduationCap,
  Hammer,
  Lightbulb,
  ListOrdered,
  MessageSquareText,
  MessagesSquare,
  Network,
  ScanSearch,
  ShieldCheck,
  Sparkles,
  Stethoscope,
  Store,
  Tags,
  TrendingUp,
  Users,
  Wrench,
  Zap,
  type LucideIcon,
} from "lucide-react";
import { iconNode } from "@/components/static-icon";

/**
 * The lucide icons of the sprite public/icons.svg, by symbol id (lucide's own names). A page
 * draws one as `<svg><use href="/icons.svg#id"/></svg>` (components/sprite-icon.tsx): one
 * short element in the HTML and in the RSC payload instead of the icon's paths in both.
 * Adding an icon here: run `npx tsx scripts/build-icon-sprite.ts` (sprite.test.ts notices a stale file).
 */
export const SPRITE_ICONS = {
  "arrow-right": ArrowRight,
  "badge-check": BadgeCheck,
  bot: Bot,
  briefcase: Briefcase,
  "building-2": Building2,
  "chart-column": ChartColumn,
  "chevron-down": ChevronDown,
  clock: Clock,
  "code-xml": CodeXml,
  "file-search": FileSearch,
  "file-text": FileText,
  "graduation-cap": GraduationCap,
  hammer: Hammer,
  lightbulb: Lightbulb,
  "list-ordered": ListOrdered,
  "message-square-text": MessageSquareText,
  "messages-square": MessagesSquare,
  network: Network,
  "scan-search": ScanSearch,
  "shield-check": ShieldCheck,
  sparkles: Sparkles,
  stethoscope: Stethoscope,
  store: Store,
  tags: Tags,
  "trending-up": TrendingUp,
  users: Users,
  wrench: Wrench,
  zap: Zap,
} as const satisfies Record<string, LucideIcon>;

export type SpriteIconName = keyof typeof SPRITE_ICONS;

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * The text of public/icons.svg: one `<symbol id viewBox="0 0 24 24">` per icon of
 * SPRITE_ICONS with lucide's shared stroke attributes (so `currentColor` is the colour of
 * the `<svg>` that uses it) and the icon's own elements.
 * @returns SVG markup, one symbol a line
 */
export function spriteSvg(): string {
  const symbols = Object.entries(SPRITE_ICONS).map(([id, icon]) => {
    const elements = iconNode(icon)
      .map(([tag, { key: _key, ...attributes }]) => `<${tag} ${Object.entries(attributes).map(([name, value]) => `${name}="${escapeAttribute(value)}"`).join(" ")}/>`)
      .join("");
    return `<symbol id="${id}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${elements}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}
