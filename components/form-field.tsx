import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";

/**
 * A labelled form field (the label tied to the control with `id`) with an optional hint
 * under it; the hint's id is `${id}-hint`, for the control's aria-describedby.
 */
export function FormField({ id, label, hint, optional, children, className }: { id: string; label: ReactNode; hint?: ReactNode; optional?: string; children: ReactNode; className?: string }) {
  return (
    <div className={className ?? "flex flex-col gap-2"}>
      <Label htmlFor={id}>
        {label}
        {optional && <span className="text-muted-foreground font-normal"> ({optional})</span>}
      </Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      )}
    </div>
  );
}
