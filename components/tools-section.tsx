import Link from "next/link";
import { getTranslations } from "next-intl/server";
import {
  ArrowRight,
  Bot,
  ChartColumn,
  Check,
  CodeXml,
  FileSearch,
  FileText,
  Network,
  ScanSearch,
  Tags,
  type LucideIcon,
  MessagesSquare,
} from "lucide-react";
import { StaticIcon } from "@/components/static-icon";
import { Badge } from "@/components/ui/badge";
import { tools, type ToolCard, type ToolId } from "@/content/tools";
import { cn } from "@/lib/utils";
import { IconTile } from "@/components/icon-tile";

const toolIcons: Record<ToolId, LucideIcon> = {
  "rag-simulator": ScanSearch,
  "website-checker": FileSearch,
  "schema-generator": CodeXml,
  "meta-tags": Tags,
  "robots-txt": Bot,
  "sitemap-generator": Network,
  "llms-txt": FileText,
  "faq-generator": MessagesSquare,
  "roi-calculator": ChartColumn,
};

interface ToolCardLabels {
  open: string;
  free: string;
  benefits: string;
}

/**
 * One tool card. The title link is stretched over the whole card (after:absolute), so
 * the card is clickable while the link's accessible name stays the short tool title.
 */
function ToolCardItem({ tool, labels }: { tool: ToolCard; labels: ToolCardLabels }) {
  const Icon = toolIcons[tool.id];
  const featured = tool.featured === true;

  return (
    <li
      className={cn(
        "tool-card group",
        featured &&
          "border-primary/30 bg-linear-to-br from-indigo-50 via-card to-violet-50 sm:col-span-2 lg:col-span-3 lg:grid lg:grid-cols-[3fr_2fr] lg:gap-x-12 lg:p-8",
      )}
    >
      <div className="flex flex-col">
        <div className="flex items-start justify-between gap-3">
          <IconTile icon={Icon} className={cn("size-11 shrink-0 rounded-lg bg-linear-to-br text-white shadow-sm", tool.gradient, featured && "size-12")} iconClassName="size-5" />
          {tool.badge ? (
            <Badge className="bg-linear-to-r from-indigo-600 to-fuchsia-600 px-2.5 tracking-wide">{tool.badge}</Badge>
          ) : (
            <Badge variant="secondary">{labels.free}</Badge>
          )}
        </div>
        <h3 className={cn("mt-5 text-lg font-semibold tracking-tight", featured && "text-xl sm:text-2xl")}>
          <Link href={tool.route} className="card-link">
            {tool.title}
          </Link>
        </h3>
        <p className="mt-1 text-sm font-medium text-primary">{tool.subtitle}</p>
        <p className={cn("mt-3 text-sm leading-relaxed text-muted-foreground", featured && "sm:text-base")}>
          {tool.description}
        </p>
      </div>

      <div className={cn("flex flex-1 flex-col", featured && "lg:justify-center")}>
        <ul aria-label={labels.benefits} className="mt-5 space-y-2">
          {tool.benefits.map((benefit) => (
            <li key={benefit} className="flex gap-2 text-sm">
              <StaticIcon icon={Check} className="check-icon" />
              <span>{benefit}</span>
            </li>
          ))}
        </ul>
        <span
          aria-hidden="true"
          className={cn(
            "tool-card-cta",
            featured && "lg:mt-6",
          )}
        >
          {labels.open}
          <StaticIcon icon={ArrowRight} className="tool-card-arrow" />
        </span>
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
    <section id={id} aria-labelledby={headingId} className="scroll-mt-20 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">{t("eyebrow")}</p>
          <h2 id={headingId} className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {t("heading")}
          </h2>
          <p className="mt-4 text-base leading-relaxed text-muted-foreground sm:text-lg">{t("intro")}</p>
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
