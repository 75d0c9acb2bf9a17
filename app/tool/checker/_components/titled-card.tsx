import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";

/** A card of the checker whose title leads with an icon; `large` for the report's own sections, else the smaller side card. */
export function TitledCard({ icon: Icon, title, large, children }: { icon: LucideIcon; title: string; large?: boolean; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className={cn("flex items-center gap-2", large ? "text-lg" : "text-base")}>
          <Icon className={cn("text-primary", large ? "size-5" : "size-4")} aria-hidden /> {title}
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
