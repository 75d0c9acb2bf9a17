import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { House, SearchX } from "lucide-react";
import { StaticIcon } from "@/components/static-icon";
import { Button } from "@/components/ui/button";
import { IconTile } from "@/components/icon-tile";
import { ArrowLinkButton } from "@/components/arrow-link-button";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("NotFound");
  return { title: t("metaTitle") };
}

export default async function NotFound() {
  const t = await getTranslations("NotFound");

  return (
    <section aria-labelledby="not-found-heading" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <IconTile icon={SearchX} className="size-14 rounded-2xl bg-accent text-primary" iconClassName="size-7" />
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
        <ArrowLinkButton href="/ki-search-tool" label={t("liveTest")} size="lg" variant="outline" className="w-full sm:w-auto" />
      </div>
    </section>
  );
}
