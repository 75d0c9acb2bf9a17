import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";

/**
 * A labelled form field (the label tied to the control with `id`) with an optional hint
 * under it; the hint's id is `${id}-hint`, for the control's aria-describedby. `required`
 * marks the label with an asterisk hidden from screen readers (the control says
 * aria-required itself); `optional` adds its word in brackets. `error`, the message of a
 * refused value, stands beneath the control with the id `${id}-error` (the control's
 * aria-describedby and aria-invalid while it is shown: {@link refusedControlProps}; WCAG 3.3.1).
 */
export function FormField({
  id,
  label,
  hint,
  error,
  required,
  optional,
  children,
  className,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  optional?: string;
  children: ReactNode;
  className?: string;
}) {
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
      {error && (
        <p id={`${id}-error`} className="text-destructive text-sm" data-testid="field-error">
          {error}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      )}
    </div>
  );
}

/**
 * The control's side of a {@link FormField}'s `error`: aria-invalid and aria-describedby `${id}-error` while a message
 * is shown, nothing otherwise.
 * @param id the FormField's id
 * @param error the message shown, or null/undefined
 */
export function refusedControlProps(id: string, error: ReactNode): { "aria-invalid"?: true; "aria-describedby"?: string } {
  return error ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {};
}
