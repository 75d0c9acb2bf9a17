import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { ArrowUp, Mail, MapPin, Phone, Sparkles } from "lucide-react";
import { StaticIcon } from "@/components/static-icon";
import { tools } from "@/content/tools";
import { contactMailto, getOperator, telHref } from "@/lib/operator";
import { cn } from "@/lib/utils";
import { IconTile } from "@/components/icon-tile";

/**
 * Plain footer links use the one class of app/globals.css (less HTML); links that override a
 * colour or size spell out its utilities, as tailwind-merge cannot see inside a class.
 */
const linkClass = "footer-link";
const linkUtilities =
  "rounded-sm text-sm text-muted-foreground transition-colors hover:text-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring";

interface FooterLink {
  href: string;
  label: string;
}

function FooterColumn({ heading, links }: { heading: string; links: FooterLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold">{heading}</h2>
      <ul className="mt-4 space-y-3">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} prefetch={false} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Site-wide footer. Server component: no client JavaScript.
 * Its page links do not prefetch: on any page short enough to show the footer at once (a
 * phone's error screen, a short article on a desktop) next/link would otherwise fetch the
 * code of all nine tools while the visitor reads (~60 KB on /payment when Stripe.js fails).
 * They still navigate client-side; the route's code loads on the click.
 */
export async function SiteFooter() {
  const t = await getTranslations("Footer");
  const operator = getOperator();
  const email = operator.email;
  const year = new Date().getFullYear();

  const toolLinks: FooterLink[] = tools.map((tool) => ({ href: tool.route, label: tool.title }));
  const premiumLinks: FooterLink[] = [
    { href: "/snippet-pakete", label: t("snippetPackages") },
    { href: "/snippet-course", label: t("snippetCourse") },
    { href: "/geo-services", label: t("geoServices") },
    { href: "/payment", label: t("bundle") },
  ];

  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <div className="grid gap-10 lg:grid-cols-4">
          <div>
            <Link href="/" className={cn("inline-flex items-center gap-2 font-semibold", linkUtilities, "text-base text-foreground")}>
              <IconTile icon={Sparkles} className="size-7 rounded-lg bg-linear-to-br from-indigo-600 to-violet-600 text-white" iconClassName="size-3.5" />
              {t("brand")}
            </Link>
            <p className="mt-3 max-w-xs text-sm leading-relaxed text-muted-foreground">{t("tagline")}</p>
            <Link href="/#tools" className={cn("mt-4 inline-flex items-center gap-1.5 font-medium text-primary", linkUtilities, "text-primary hover:text-primary/80")}>
              <StaticIcon icon={ArrowUp} className="size-4" />
              {t("allTools")}
            </Link>
          </div>

          <nav aria-label={t("navLabel")} className="grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-3 lg:col-span-3">
            <FooterColumn heading={t("toolsHeading")} links={toolLinks} />
            <FooterColumn heading={t("premiumHeading")} links={premiumLinks} />
            <div className="col-span-2 sm:col-span-1">
              <h2 className="text-sm font-semibold">{t("contactHeading")}</h2>
              <ul className="mt-4 space-y-3">
                <li>
                  <a href={contactMailto()} className={cn("inline-flex items-center gap-1.5 break-all", linkUtilities)}>
                    <StaticIcon icon={Mail} className="size-4 shrink-0" />
                    <span>
                      <span className="sr-only">{t("emailLabel")}: </span>
                      {email}
                    </span>
                  </a>
                </li>
                <li>
                  <a href={telHref(operator.phone)} className={cn("inline-flex items-center gap-1.5", linkUtilities)}>
                    <StaticIcon icon={Phone} className="size-4 shrink-0" />
                    <span>
                      <span className="sr-only">{t("phoneLabel")}: </span>
                      {operator.phone}
                    </span>
                  </a>
                </li>
                <li className="flex items-start gap-1.5 text-sm text-muted-foreground">
                  <StaticIcon icon={MapPin} className="mt-0.5 size-4 shrink-0" />
                  <address className="not-italic">
                    <span className="sr-only">{t("addressLabel")}: </span>
                    {operator.companyName}, {operator.street}, {operator.postalCode} {operator.city}
                  </address>
                </li>
                <li>
                  <Link href="/impressum" prefetch={false} className={linkClass}>
                    {t("impressum")}
                  </Link>
                </li>
                <li>
                  <Link href="/datenschutz" prefetch={false} className={linkClass}>
                    {t("privacy")}
                  </Link>
                </li>
              </ul>
            </div>
          </nav>
        </div>

        <p className="mt-12 border-t pt-6 text-xs text-muted-foreground">{t("copyright", { year: String(year), company: operator.companyName })}</p>
      </div>
    </footer>
  );
}
