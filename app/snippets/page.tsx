import type { Metadata } from "next";
import Link from "next/link";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { getTranslations } from "next-intl/server";
import { CtaSection } from "@/components/cta-section";
import { buttonVariants } from "@/components/ui/button-variants";
import { clientIntl } from "@/i18n/client-intl";
import { ToolPageHeader } from "@/components/tool-page-header";
import { formatEuro, PRODUCTS } from "@/content/products";
import { INDUSTRY_COUNT } from "@/content/snippets";
import { listCategories, listSnippets } from "@/lib/snippets/library";
import { contactMailto } from "@/lib/operator";
import { moreUsesOf, moreUsesTexts, type CardSnippet } from "./_components/snippet-card";
import { SnippetCards } from "./_components/snippet-cards";
import { SnippetLibrary, type LibraryTexts } from "./_components/snippet-library";

/** Cards in the server HTML: a multiple of the grid's 2 and 3 columns. */
const FIRST_PAGE = 18;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Snippets");
  return pageMetadata({ path: "/snippets", title: t("metaTitle", { count: INDUSTRY_COUNT }), description: t("metaDescription", { count: INDUSTRY_COUNT }) });
}

/**
 * The library's texts and button classes for SnippetLibrary, resolved here: every count it can
 * show is known on the server (the first page, all cards, each category), and "+n weitere"
 * for every n up to the library's largest.
 */
async function libraryTexts(snippets: CardSnippet[], firstPage: number): Promise<LibraryTexts> {
  const t = await getTranslations("Snippets");
  const total = snippets.length;
  const most = Math.max(0, ...snippets.map(moreUsesOf));
  return {
    filterLabel: t("filterLabel"),
    allLabel: t("all", { count: total }),
    pagedCount: t("countPaged", { shown: firstPage, count: total }),
    allCount: t("count", { count: total }),
    showAll: t("showAll", { count: total }),
    loading: t("loading"),
    loadError: t("loadError"),
    errorText: t("errorText"),
    opening: t("opening"),
    generate: t("generate"),
    moreUses: moreUsesTexts(most, (more) => t("moreUses", { more })),
    pressedClass: buttonVariants({ size: "sm", variant: "default" }),
    unpressedClass: buttonVariants({ size: "sm", variant: "outline" }),
    showAllClass: buttonVariants({ variant: "outline", className: "mt-6" }),
  };
}

export default async function SnippetsPage() {
  const t = await getTranslations("Snippets");
  const snippets = listSnippets();
  const categories = listCategories().map(({ id, name, anzahl }) => ({ id, name, label: t("category", { name, count: anzahl }), countText: t("count", { count: anzahl }) }));
  // Only the fields a card shows, and only the first page: the rest is loaded when asked.
  const firstPage = snippets.slice(0, FIRST_PAGE).map(({ id, branche, kategorie, beschreibung, verwendung }) => ({ id, branche, kategorie, beschreibung, verwendung }));
  const texts = await libraryTexts(snippets, firstPage.length);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10">
      <ToolPageHeader backLabel={t("back")} badge={t("badge", { count: INDUSTRY_COUNT })} title={t("title")} intro={t("intro")} />
      <p className="bg-muted/50 -mt-2 mb-6 rounded-lg border p-4 text-sm" data-testid="done-for-you">
        {t("doneForYou", { price: formatEuro(PRODUCTS.snippet.priceCents), packagesFrom: formatEuro(PRODUCTS.package_starter.priceCents) })}{" "}
        <Link href="/payment?product=snippet" className="text-primary font-medium underline underline-offset-4">
          {t("doneForYouOne")}
        </Link>
        {" · "}
        <Link href="/snippet-pakete" className="text-primary font-medium underline underline-offset-4">
          {t("doneForYouPackages")}
        </Link>
      </p>
      <SnippetLibrary total={snippets.length} firstPage={firstPage.length} categories={categories} texts={texts} intl={await clientIntl(["Snippets", "OpeningHours"])}>
        <SnippetCards snippets={firstPage} moreUses={texts.moreUses} generateLabel={texts.generate} />
      </SnippetLibrary>
      <CtaSection id="snippets-contact" heading={t("contactTitle")} text={t("contactText")} primary={{ href: contactMailto(t("contactSubject")), label: t("contactButton") }} />
    </div>
  );
}
