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
 * Every page is rendered per request, so that SITE_URL (canonicals, Open Graph URLs,
 * JSON-LD) and the operator's details (footer, imprint) come from the environment the
 * server starts with: one build runs at any address. The pages are small server
 * components; rendering them costs a few milliseconds.
 */
export const dynamic = "force-dynamic";

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
