import type { ReactNode } from "react";
import { Loader2 } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { cn } from "@/lib/utils";

/** The results panel before the first run: an icon, a title and what to do. */
export function EmptyResultCard({ icon, title, text, className }: { icon: ReactNode; title: string; text: ReactNode; className?: string }) {
  return (
    <Card className={cn("border-dashed", className)}>
      <CardContent className="flex h-full min-h-48 flex-col items-center justify-center gap-3 text-center">
        {icon}
        <p className="font-medium">{title}</p>
        <p className="text-muted-foreground max-w-md text-sm">{text}</p>
      </CardContent>
    </Card>
  );
}

/** The results panel while a tool runs: spinner, title, expected duration, optional progress. */
export function LoadingResultCard({ title, text, children, className, testId }: { title: string; text: string; children?: ReactNode; className?: string; testId?: string }) {
  return (
    <Card className={className} data-testid={testId}>
      <CardContent className="flex min-h-48 flex-col items-center justify-center gap-4 text-center">
        <Loader2 className="text-primary size-10 animate-spin" aria-hidden />
        <p className="text-lg font-semibold">{title}</p>
        <p className="text-muted-foreground max-w-md text-sm">{text}</p>
        {children}
      </CardContent>
    </Card>
  );
}
