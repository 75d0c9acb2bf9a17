import { formatEuro, PRODUCTS } from "@/content/products";
import { INDUSTRY_COUNT } from "@/content/snippets";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { ShoppingBag, Sparkles } from "lucide-react";
import { StaticIcon } from "@/components/static-icon";
import { Button } from "@/components/ui/button";
import { MobileMenu } from "@/components/mobile-menu";
import { tools } from "@/content/tools";
import { cn } from "@/lib/utils";
import { IconTile } from "@/components/icon-tile";

const focusRing =
  "rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-offset-1";

/** Site-wide header. Server component, no client JavaScript (the phone menu is a popover with a small inline script, components/mobile-menu.tsx). */
export async function SiteHeader() {
  const t = await getTranslations("Header");

  const navItems = [
    { href: "/#tools", label: t("tools"), desktopOnly: true },
    { href: "/blog", label: t("blog"), desktopOnly: false },
    { href: "/geo-services", label: t("geoServices"), desktopOnly: true },
    { href: "/snippets", label: t("snippets", { count: INDUSTRY_COUNT }), desktopOnly: true },
  ];

  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link href="/" aria-label={t("homeLink")} className={cn("flex min-w-0 items-center gap-2", focusRing)}>
          <IconTile icon={Sparkles} className="size-8 shrink-0 rounded-lg bg-linear-to-br from-indigo-600 to-violet-600 text-white shadow-sm" iconClassName="size-4" />
          <span className="truncate text-base font-semibold tracking-tight sm:text-lg">{t("brand")}</span>
        </Link>

        <nav aria-label={t("navLabel")} className="flex items-center gap-1 sm:gap-2">
          <ul className="flex items-center gap-1">
            {navItems.map((item) => (
              <li key={item.href} className={cn(item.desktopOnly && "hidden lg:block")}>
                <Link href={item.href} className="nav-link">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
          <MobileMenu
            label={t("menu")}
            groups={[
              { heading: t("menuTools"), links: tools.map((tool) => ({ href: tool.route, label: tool.title })) },
              {
                heading: t("menuMore"),
                links: [
                  { href: "/blog", label: t("blog") },
                  { href: "/geo-services", label: t("geoServices") },
                  { href: "/snippets", label: t("snippets", { count: INDUSTRY_COUNT }) },
                  { href: "/snippet-pakete", label: t("packages") },
                  { href: "/snippet-course", label: t("course") },
                ],
              },
            ]}
          />
          <Button asChild size="sm" className="ml-1">
            <Link href="/payment">
              <StaticIcon icon={ShoppingBag} />
              <span className="sr-only sm:not-sr-only">{t("bundleName")}</span>
              <span>{formatEuro(PRODUCTS.premium_full.priceCents)}</span>
            </Link>
          </Button>
        </nav>
      </div>
    </header>
  );
}
