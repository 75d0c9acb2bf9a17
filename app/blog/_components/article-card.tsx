import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { InlineIcon } from "@/components/sprite-icon";
import { cn } from "@/lib/utils";

/** What a card needs of an article. */
export interface ArticleCardData {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  /** German date, e.g. "17. September 2025". */
  dateText: string;
  isoDate: string;
  readTimeText: string;
}

/** One article as a card whose whole area links to it (server-rendered; the blog filter only hides cards). */
export function ArticleCard({ article, readMore, large }: { article: ArticleCardData; readMore: string; large?: boolean }) {
  return (
    <article className={cn("group hover:border-primary relative flex h-full flex-col rounded-xl border p-5 transition-colors", large && "sm:p-6")}>
      <div className="text-muted-foreground flex flex-wrap items-center gap-2 text-xs">
        <Badge variant="secondary" className="tracking-wide uppercase">
          {article.category}
        </Badge>
        <time dateTime={article.isoDate}>{article.dateText}</time>
        <span aria-hidden>·</span>
        <span className="inline-flex items-center gap-1">
          <InlineIcon name="clock" className="size-3" /> {article.readTimeText}
        </span>
      </div>
      <h3 className={cn("mt-3 font-semibold text-balance", large ? "text-xl" : "text-lg")}>
        <Link href={`/blog/${article.slug}`} className="after:absolute after:inset-0 focus-visible:underline focus-visible:outline-none">
          {article.title}
        </Link>
      </h3>
      <p className="text-muted-foreground mt-2 flex-1 text-sm leading-relaxed">{article.excerpt}</p>
      <span className="text-primary mt-4 inline-flex items-center gap-1 text-sm font-medium" aria-hidden>
        {readMore} <InlineIcon name="arrow-right" className="size-3.5 transition-transform group-hover:translate-x-0.5" />
      </span>
    </article>
  );
}
