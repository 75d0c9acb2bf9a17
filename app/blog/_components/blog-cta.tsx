import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";

/** The calls to action of the blog (spec: to /ki-search-tool and /geo-services). */
export async function BlogCta() {
  const t = await getTranslations("Blog");
  return (
    <section className="bg-primary/5 mt-16 rounded-2xl border p-6 text-center sm:p-10" aria-labelledby="blog-cta-heading">
      <h2 id="blog-cta-heading" className="text-2xl font-bold tracking-tight text-balance">
        {t("ctaTitle")}
      </h2>
      <p className="text-muted-foreground mx-auto mt-3 max-w-xl">{t("ctaText")}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link href="/ki-search-tool">{t("ctaTest")}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/geo-services">{t("ctaGeo")}</Link>
        </Button>
      </div>
    </section>
  );
}
