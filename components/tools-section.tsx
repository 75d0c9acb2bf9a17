import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { tools, type ToolCard, type ToolId } from "@/content/tools";
import type { SpriteIconName } from "@/lib/icons/sprite";

const toolIcons: Record<ToolId, SpriteIconName> = {
  "rag-simulator": "scan-search",
  "website-checker": "file-search",
  "schema-generator": "code-xml",
  "meta-tags": "tags",
  "robots-txt": "bot",
  "sitemap-generator": "network",
  "llms-txt": "file-text",
  "faq-generator": "messages-square",
  "roi-calculator": "chart-column",
};

interface ToolCardLabels {
  open: string;
  free: string;
  benefits: string;
}

/**
 * One tool card. The title link is stretched over the whole card (`card-link`), so the
 * card is clickable while the link's accessible name stays the short tool title. The
 * markup is short on purpose: `.tool-card` and its children's rules are in app/home.css.
 */
function ToolCardItem({ tool, labels }: { tool: ToolCard; labels: ToolCardLabels }) {
  return (
    <li className={tool.featured ? "tool-card featured" : "tool-card"}>
      <i className={`tile i-${toolIcons[tool.id]} ${tool.gradient}`} />
      {tool.badge ? <span className="badge new">{tool.badge}</span> : <span className="badge">{labels.free}</span>}
      <h3>
        <Link href={tool.route} className="card-link">
          {tool.title}
        </Link>
      </h3>
      <p>{tool.subtitle}</p>
      <p>{tool.description}</p>
      <div>
        {/* Keys by position: the texts are fixed, and as keys they would be sent a second time. */}
        <ul aria-label={labels.benefits} className="ticks">
          {tool.benefits.map((benefit, index) => (
            <li key={index}>{benefit}</li>
          ))}
        </ul>
        <span aria-hidden="true">{labels.open}</span>
      </div>
    </li>
  );
}

/** The tool grid section (anchor #tools) with every card from content/tools.ts. */
export async function ToolsSection({ id = "tools" }: { id?: string }) {
  const t = await getTranslations("Tools");
  const labels: ToolCardLabels = { open: t("open"), free: t("free"), benefits: t("benefitsLabel") };
  const headingId = `${id}-heading`;

  return (
    <section id={id} aria-labelledby={headingId} className="hs scroll-mt-20">
      <div className="wrap">
        <div className="intro">
          <p className="eyebrow">{t("eyebrow")}</p>
          <h2 id={headingId} className="h2">
            {t("heading")}
          </h2>
          <p>{t("intro")}</p>
        </div>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
          {tools.map((tool) => (
            <ToolCardItem key={tool.id} tool={tool} labels={labels} />
          ))}
        </ul>
      </div>
    </section>
  );
}
