import Link from "next/link";
import { InlineIcon } from "@/components/sprite-icon";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** Top of every tool page: back link to the home page, badge, h1 and intro. */
export function ToolPageHeader({ backLabel, badge, title, intro }: { backLabel: string; badge: string; title: string; intro: string }) {
  return (
    <>
      <Button asChild variant="ghost" size="sm" className="-ml-2 mb-4">
        <Link href="/">
          <InlineIcon name="arrow-left" /> {backLabel}
        </Link>
      </Button>
      <PageHeader badge={badge} title={title} intro={intro} />
    </>
  );
}

/** A page's header: badge, h1 and intro; `className` sets the space below it (default mb-8). */
export function PageHeader({ badge, title, intro, className = "mb-8" }: { badge: string; title: string; intro: string; className?: string }) {
  return (
    <header className={cn("max-w-3xl", className)}>
      <Badge className="mb-3">{badge}</Badge>
      <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
      <p className="text-muted-foreground mt-3 text-lg">{intro}</p>
    </header>
  );
}
