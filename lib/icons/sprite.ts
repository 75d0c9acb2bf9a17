import {
  Activity,
  ArrowLeft,
  ArrowRight,
  ArrowUp,
  Award,
  BadgeCheck,
  Bot,
  Briefcase,
  Building,
  Building2,
  CalendarDays,
  ChartColumn,
  ChartPie,
  Check,
  ChevronDown,
  CircleCheck,
  CirclePlay,
  CircleX,
  Clock,
  CodeXml,
  CreditCard,
  Download,
  ExternalLink,
  FileSearch,
  FileText,
  Gauge,
  Globe,
  GraduationCap,
  Hammer,
  House,
  Info,
  Library,
  Lightbulb,
  ListChecks,
  ListOrdered,
  Lock,
  Mail,
  MapPin,
  Megaphone,
  Menu,
  MessageSquareText,
  MessagesSquare,
  Network,
  PartyPopper,
  Phone,
  RefreshCw,
  Rocket,
  ScanSearch,
  Search,
  SearchX,
  Share2,
  ShieldCheck,
  ShoppingBag,
  ShoppingCart,
  Sparkles,
  Stethoscope,
  Store,
  Tags,
  TrendingUp,
  TriangleAlert,
  Users,
  Wrench,
  X,
  Zap,
  type LucideIcon,
} from "lucide-react";

/** One element of a lucide icon: tag and SVG attributes (lucide's own `key` among them). */
type IconNode = readonly (readonly [tag: string, attributes: Readonly<Record<string, string>>])[];

/** What a lucide-react icon's forwardRef render returns: `<Icon icon={{ node }} …/>`. */
type IconRender = (props: object, ref: null) => { props?: { icon?: { node?: IconNode } } } | null;

/**
 * The drawing of a lucide-react icon: lucide-react 1.x builds each icon as
 * forwardRef(props => <Icon icon={{ name, node }} …/>), so its render function hands out the node.
 * @throws Error when the icon is not built that way (a lucide-react upgrade changed it; sprite.test.ts notices)
 */
function iconNode(icon: LucideIcon): IconNode {
  const node = (icon as unknown as { render?: IconRender }).render?.({}, null)?.props?.icon?.node;
  if (!node) throw new Error(`lucide-react icon ${icon.displayName ?? "?"} has no icon node`);
  return node;
}

/**
 * The lucide icons of the sprite public/icons.svg, by id (lucide's own names). A page draws
 * one with CSS, as a mask filled with the text colour: `<i class="ic i-users">` or an
 * `i-users` class on an element whose ::before draws it (components/sprite-icon.tsx,
 * app/home.css). One short class in the HTML and in the RSC payload instead of the icon's
 * paths in both; the drawings come once, in a file the browser caches.
 * Adding an icon here: run `npx tsx scripts/build-icon-sprite.ts` (sprite.test.ts notices stale files).
 */
export const SPRITE_ICONS = {
  activity: Activity,
  "arrow-left": ArrowLeft,
  "arrow-right": ArrowRight,
  "arrow-up": ArrowUp,
  award: Award,
  "badge-check": BadgeCheck,
  bot: Bot,
  briefcase: Briefcase,
  building: Building,
  "building-2": Building2,
  "calendar-days": CalendarDays,
  "chart-column": ChartColumn,
  "chart-pie": ChartPie,
  check: Check,
  "chevron-down": ChevronDown,
  "circle-check": CircleCheck,
  "circle-play": CirclePlay,
  "circle-x": CircleX,
  clock: Clock,
  "code-xml": CodeXml,
  "credit-card": CreditCard,
  download: Download,
  "external-link": ExternalLink,
  "file-search": FileSearch,
  "file-text": FileText,
  gauge: Gauge,
  globe: Globe,
  "graduation-cap": GraduationCap,
  hammer: Hammer,
  house: House,
  info: Info,
  library: Library,
  lightbulb: Lightbulb,
  "list-checks": ListChecks,
  "list-ordered": ListOrdered,
  lock: Lock,
  mail: Mail,
  "map-pin": MapPin,
  megaphone: Megaphone,
  menu: Menu,
  "message-square-text": MessageSquareText,
  "messages-square": MessagesSquare,
  network: Network,
  "party-popper": PartyPopper,
  phone: Phone,
  "refresh-cw": RefreshCw,
  rocket: Rocket,
  "scan-search": ScanSearch,
  search: Search,
  "search-x": SearchX,
  "share-2": Share2,
  "shield-check": ShieldCheck,
  "shopping-bag": ShoppingBag,
  "shopping-cart": ShoppingCart,
  sparkles: Sparkles,
  stethoscope: Stethoscope,
  store: Store,
  tags: Tags,
  "trending-up": TrendingUp,
  "triangle-alert": TriangleAlert,
  users: Users,
  wrench: Wrench,
  x: X,
  zap: Zap,
} as const satisfies Record<string, LucideIcon>;

export type SpriteIconName = keyof typeof SPRITE_ICONS;

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * The text of public/icons.svg: the icons of SPRITE_ICONS side by side, 32 units apart (no stroke reaches into the next view),
 * drawn with lucide's shared stroke attributes, and one `<view id viewBox>` per icon, so
 * `url(/icons.svg#users)` in CSS is that one icon (SVG fragment identifiers, supported by
 * every current browser as a CSS image).
 * @returns SVG markup, one icon a line
 */
export function spriteSvg(): string {
  const icons = Object.entries(SPRITE_ICONS).map(([id, icon], index) => {
    const elements = iconNode(icon)
      .map(([tag, { key: _key, ...attributes }]) => `<${tag} ${Object.entries(attributes).map(([name, value]) => `${name}="${escapeAttribute(value)}"`).join(" ")}/>`)
      .join("");
    return `<view id="${id}" viewBox="${index * 32} 0 24 24"/><g transform="translate(${index * 32})">${elements}</g>`;
  });
  const width = icons.length * 32;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 24" fill="none" stroke="#000" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">\n${icons.join("\n")}\n</svg>\n`;
}

/**
 * The text of app/icons.css: per icon a class `i-<id>` that sets `--i` to its view of the
 * sprite; app/home.css's icon rules paint `mask: var(--i)`.
 */
export function spriteCss(): string {
  const rules = Object.keys(SPRITE_ICONS).map((id) => `.i-${id} {\n  --i: url("/icons.svg#${id}");\n}`);
  return `/* Written by scripts/build-icon-sprite.ts from lib/icons/sprite.ts: do not edit. */\n@layer components {\n${rules.join("\n").replace(/^/gm, "  ")}\n}\n`;
}
