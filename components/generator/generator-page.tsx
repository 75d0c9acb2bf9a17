import type { Metadata } from "next";
import type { ComponentType, ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { messagesPageMetadata } from "@/lib/seo/messages-metadata";
import { IntlClient } from "@/components/intl-client";
import { ToolPageHeader } from "@/components/tool-page-header";
import { FaqSection } from "@/components/faq-section";
import { FAQS, type FaqPage } from "@/content/faqs";
import { ToolCrossLinks } from "./tool-cross-links";
import { otherToolLinks, type ToolLinkRoute } from "./tool-links";

/** The FAQ of each generator page (content/faqs.ts). */
const FAQ_OF: Partial<Record<ToolLinkRoute, FaqPage>> = { "/tool/schema": "schema", "/tool/meta": "meta", "/tool/robots": "robots", "/tool/sitemap": "sitemap" };

/**
 * The frame of a generator page: back button, title and
 * intro from the messages namespace, the generator, a how-to note when the namespace
 * has one, the privacy note and links to the other tools. `clientMessages` names further
 * messages the generator renders in the browser (e.g. "ApiErrors.url").
 */
async function GeneratorPage({ namespace, route, clientMessages = [], children }: { namespace: string; route: ToolLinkRoute; clientMessages?: string[]; children: ReactNode }) {
  const t = await getTranslations(namespace);
  const g = await getTranslations("Generator");
  const links = await getTranslations("ToolLinks");
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10">
      <ToolPageHeader backLabel={g("back")} badge={t.has("badge") ? t("badge") : g("badge")} title={t("title")} intro={t("intro")} />
      <IntlClient namespaces={["Generator", namespace, ...clientMessages]}>{children}</IntlClient>
      <section className="bg-muted/40 mt-10 rounded-xl border p-5" aria-labelledby={t.has("howTitle") ? "how-heading" : undefined}>
        {t.has("howTitle") && (
          <>
            <h2 id="how-heading" className="font-semibold">
              {t("howTitle")}
            </h2>
            <p className="text-muted-foreground mt-2 text-sm leading-relaxed">{t("how")}</p>
          </>
        )}
        <p className="text-muted-foreground mt-2 text-sm leading-relaxed">{t.has("privacy") ? t("privacy") : g("privacy")}</p>
      </section>
      {FAQ_OF[route] && <FaqSection items={FAQS[FAQ_OF[route]]} />}
      <ToolCrossLinks heading={links("heading")} links={await otherToolLinks(route)} />
    </div>
  );
}

/**
 * What a generator's page.tsx exports: `generateMetadata` (title and description from the
 * namespace's metaTitle and metaDescription; the tool has its own Open Graph image) and
 * `Page`, the generator in the GeneratorPage frame.
 */
export function generatorRoute({ namespace, route, clientMessages, Generator }: { namespace: string; route: ToolLinkRoute; clientMessages?: string[]; Generator: ComponentType }) {
  return {
    generateMetadata: (): Promise<Metadata> => messagesPageMetadata(namespace, route, "own"),
    Page: function GeneratorRoutePage() {
      return (
        <GeneratorPage namespace={namespace} route={route} clientMessages={clientMessages}>
          <Generator />
        </GeneratorPage>
      );
    },
  };
}
