import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { ArrowRight, House, SearchX } from "lucide-react";
import { StaticIcon } from "@/components/static-icon";
import { Button } from "@/components/ui/button";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("NotFound");
  return { title: t("metaTitle") };
}

export default async function NotFound() {
  const t = await getTranslations("NotFound");

  return (
    <section aria-labelledby="not-found-heading" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <span
        aria-hidden="true"
        className="flex size-14 items-center justify-center rounded-2xl bg-accent text-primary"
      >
        <StaticIcon icon={SearchX} className="size-7" />
      </span>
      <p className="mt-6 text-sm font-semibold uppercase tracking-wider text-primary">{t("code")}</p>
      <h1 id="not-found-heading" className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {t("title")}
      </h1>
      <p className="mt-4 text-base leading-relaxed text-muted-foreground">{t("text")}</p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button asChild size="lg" className="w-full sm:w-auto">
          <Link href="/">
            <StaticIcon icon={House} />
            {t("home")}
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline" className="w-full sm:w-auto">
          <Link href="/ki-search-tool">
            {t("liveTest")}
            <StaticIcon icon={ArrowRight} />
          </Link>
        </Button>
      </div>
    </section>
  );
}
