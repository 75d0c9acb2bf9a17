import Link from "next/link";
import { InlineIcon } from "@/components/sprite-icon";
import { PageSection } from "@/components/page-section";

export interface CrossLink {
  href: string;
  title: string;
  text: string;
}

/** Links from one tool to the other tools and the simulator, so no tool page is a dead end. */
export function ToolCrossLinks({ heading, links }: { heading: string; links: CrossLink[] }) {
  return (
    <PageSection id="cross-links-heading" heading={heading} className="mt-14">
      <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="hover:border-primary focus-visible:ring-ring group flex h-full flex-col rounded-xl border p-4 transition-colors outline-none focus-visible:ring-2">
              <span className="flex items-center justify-between gap-2 font-semibold">
                {link.title}
                <InlineIcon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-0.5" />
              </span>
              <span className="text-muted-foreground mt-1 text-sm">{link.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
