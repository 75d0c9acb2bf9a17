import type { Metadata, Viewport } from "next";
import { getTranslations } from "next-intl/server";
import { SiteHeader } from "@/components/site-header";
import { SiteFooter } from "@/components/site-footer";
import { JsonLd } from "@/components/json-ld";
import { getEnv } from "@/lib/env";
import { siteJsonLd } from "@/lib/site";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Metadata");
  return {
    metadataBase: new URL(getEnv().SITE_URL),
    title: { default: t("title"), template: `%s | ${t("siteName")}` },
    description: t("description"),
    openGraph: { locale: "de_DE", type: "website", siteName: t("siteName") },
  };
}

/**
 * Pages without request data are static and served from Next's cache. They still take
 * SITE_URL (canonicals, Open Graph URLs, JSON-LD) and the operator's details (footer,
 * imprint) from the environment the server starts with: `npm start` expires every cached
 * page before it accepts visitors, so each is rendered again at its first request
 * (lib/page-cache/expire-rendered-pages.ts); one build runs at any address. Rendered
 * again in the background once a day old (seconds), so the footer's year turns with the
 * calendar.
 */
export const revalidate = 86400;

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#4338ca" };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="de">
      <body className="flex min-h-dvh flex-col">
        <JsonLd data={siteJsonLd()} />
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-background focus:px-3 focus:py-2">
          Zum Inhalt springen
        </a>
        <SiteHeader />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
      </body>
    </html>
  );
}
