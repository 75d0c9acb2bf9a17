import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { tools } from "@/content/tools";
import { contactMailto, getOperator, telHref } from "@/lib/operator";

interface FooterLink {
  href: string;
  label: string;
}

function FooterColumn({ heading, links }: { heading: string; links: FooterLink[] }) {
  return (
    <div>
      <h2>{heading}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} prefetch={false}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Site-wide footer. Server component: no client JavaScript. Its looks are the `.ftr` rules
 * of app/layout.css (icons from the sprite public/icons.svg): one class per block, not
 * utilities and inline SVG, which every page would carry twice (HTML and RSC payload).
 * Its page links do not prefetch: on any page short enough to show the footer at once (a
 * phone's error screen, a short article on a desktop) next/link would otherwise fetch the
 * code of all nine tools while the visitor reads (~60 KB on /payment when Stripe.js fails).
 * They still navigate client-side; the route's code loads on the click.
 */
export async function SiteFooter() {
  const t = await getTranslations("Footer");
  const operator = getOperator();
  const year = new Date().getFullYear();

  const toolLinks: FooterLink[] = tools.map((tool) => ({ href: tool.route, label: tool.title }));
  const premiumLinks: FooterLink[] = [
    { href: "/snippet-pakete", label: t("snippetPackages") },
    { href: "/snippet-course", label: t("snippetCourse") },
    { href: "/geo-services", label: t("geoServices") },
    { href: "/payment", label: t("bundle") },
  ];

  return (
    <footer className="ftr">
      <div>
        <div>
          <div>
            <Link href="/" className="home">
              <i className="logo" />
              {t("brand")}
            </Link>
            <p>{t("tagline")}</p>
            <Link href="/#tools" className="all">
              {t("allTools")}
            </Link>
          </div>

          <nav aria-label={t("navLabel")}>
            <FooterColumn heading={t("toolsHeading")} links={toolLinks} />
            <FooterColumn heading={t("premiumHeading")} links={premiumLinks} />
            <div>
              <h2>{t("contactHeading")}</h2>
              <ul>
                <li>
                  <a href={contactMailto()} className="ico i-mail">
                    <span>
                      <span className="sr-only">{t("emailLabel")}: </span>
                      {operator.email}
                    </span>
                  </a>
                </li>
                <li>
                  <a href={telHref(operator.phone)} className="ico i-phone">
                    <span>
                      <span className="sr-only">{t("phoneLabel")}: </span>
                      {operator.phone}
                    </span>
                  </a>
                </li>
                <li className="ico i-map-pin">
                  <address>
                    <span className="sr-only">{t("addressLabel")}: </span>
                    {operator.companyName}, {operator.street}, {operator.postalCode} {operator.city}
                  </address>
                </li>
                <li>
                  <Link href="/impressum" prefetch={false}>
                    {t("impressum")}
                  </Link>
                </li>
                <li>
                  <Link href="/datenschutz" prefetch={false}>
                    {t("privacy")}
                  </Link>
                </li>
              </ul>
            </div>
          </nav>
        </div>

        <p>{t("copyright", { year: String(year), company: operator.companyName })}</p>
      </div>
    </footer>
  );
}
