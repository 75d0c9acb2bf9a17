import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

/**
 * A card with a heading of the given level (2 on a page of its own, 3 inside a
 * result) and an optional icon: the sections of the live-test result and the monitor page.
 */
export function SectionCard({ title, icon, id, level, children }: { title: string; icon?: ReactNode; id?: string; level: 2 | 3; children: ReactNode }) {
  return (
    <Card className="scroll-mt-20 gap-3 py-5" id={id}>
      <CardHeader className="px-5">
        <CardTitle role="heading" aria-level={level} className="flex items-center gap-2 text-base">
          {icon} {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="px-5">{children}</CardContent>
    </Card>
  );
}
