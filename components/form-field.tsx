import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";

/**
 * A labelled form field (the label tied to the control with `id`) with an optional hint
 * under it; the hint's id is `${id}-hint`, for the control's aria-describedby. `required`
 * marks the label with an asterisk hidden from screen readers (the control says
 * aria-required itself); `optional` adds its word in brackets.
 */
export function FormField({ id, label, hint, required, optional, children, className }: { id: string; label: ReactNode; hint?: ReactNode; required?: boolean; optional?: string; children: ReactNode; className?: string }) {
  return (
    <div className={className ?? "flex flex-col gap-2"}>
      <Label htmlFor={id}>
        {label}
        {required && (
          <>
            {" "}
            <span aria-hidden className="text-destructive">
              *
            </span>
          </>
        )}
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
