import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { StaticIcon } from "@/components/static-icon";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";

/** Top of every tool page: back link to the home page, badge, h1 and intro. */
export function ToolPageHeader({ backLabel, badge, title, intro }: { backLabel: string; badge: string; title: string; intro: string }) {
  return (
    <>
      <Button asChild variant="ghost" size="sm" className="-ml-2 mb-4">
        <Link href="/">
          <StaticIcon icon={ArrowLeft} /> {backLabel}
        </Link>
      </Button>
      <header className="mb-8 max-w-3xl">
        <Badge className="mb-3">{badge}</Badge>
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
        <p className="text-muted-foreground mt-3 text-lg">{intro}</p>
      </header>
    </>
  );
}
