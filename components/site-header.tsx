import { formatEuro, PRODUCTS } from "@/content/products";
import { INDUSTRY_COUNT } from "@/content/snippets";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { MobileMenu } from "@/components/mobile-menu";
import { tools } from "@/content/tools";

/**
 * Site-wide header. Server component, no client JavaScript (the phone menu is a popover with
 * a small static script, components/mobile-menu.tsx). Its looks are the `.hdr` rules of
 * app/layout.css: one class here, not utilities and inline SVG, which every page would carry
 * twice (HTML and RSC payload).
 *
 * Its links do not prefetch (as the footer's): next/link would fetch the route data of /,
 * /blog and /payment (and /snippets, /geo-services on wide screens) on every page as soon as
 * it is hydrated, seven requests whose responses the router parses on the main thread
 * while Lighthouse's TBT window is open. Blocking them cut /impressum's main-thread CPU time
 * from 146 to 124 ms (unthrottled, medians of 5 traces; issue 35). They still navigate
 * client-side; the route's data loads on the click.
 */
export async function SiteHeader() {
  const t = await getTranslations("Header");

  const navItems = [
    { href: "/#tools", label: t("tools"), desktopOnly: true },
    { href: "/blog", label: t("blog"), desktopOnly: false },
    { href: "/geo-services", label: t("geoServices"), desktopOnly: true },
    { href: "/snippets", label: t("snippets", { count: INDUSTRY_COUNT }), desktopOnly: true },
  ];

  return (
    <header className="hdr">
      <div>
        <Link href="/" aria-label={t("homeLink")} prefetch={false}>
          <i className="logo" />
          <span>{t("brand")}</span>
        </Link>

        <nav aria-label={t("navLabel")}>
          <ul>
            {navItems.map((item) => (
              <li key={item.href} className={item.desktopOnly ? "lg" : undefined}>
                <Link href={item.href} prefetch={false}>
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
          <Link href="/payment" className="btn buy" prefetch={false}>
            <span>{t("bundleName")}</span>
            <span>{formatEuro(PRODUCTS.premium_full.priceCents)}</span>
          </Link>
        </nav>
      </div>
    </header>
  );
}
