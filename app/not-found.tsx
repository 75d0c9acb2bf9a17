import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("NotFound");
  return { title: t("metaTitle") };
}

/**
 * The 404 page. Next sends this tree in every page's RSC payload (the root not-found
 * boundary), so its looks are the `.nf` rules of app/layout.css and the call-to-action
 * classes of app/home.css, not utilities and inline SVG.
 */
export default async function NotFound() {
  const t = await getTranslations("NotFound");

  return (
    <section aria-labelledby="nf-h" className="nf">
      <i className="tile i-search-x" />
      <p>{t("code")}</p>
      <h1 id="nf-h">{t("title")}</h1>
      <p>{t("text")}</p>
      <div>
        <Link href="/" className="btn cta">
          {t("home")}
        </Link>
        <Link href="/ki-search-tool" className="btn cta outline go">
          {t("liveTest")}
        </Link>
      </div>
    </section>
  );
}
