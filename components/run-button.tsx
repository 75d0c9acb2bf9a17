import type { LucideIcon } from "lucide-react";
import type * as React from "react";
import { AlertCircle, Loader2 } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { PlainButton } from "@/components/ui/plain-button";

/**
 * The submit button of a tool form that asks the server (website check, llms.txt, live
 * test): `icon` and `label`, or a spinner and `runningLabel` while the request runs, and
 * pending meanwhile (components/ui/pending.ts) so a second click does not start a second request
 * and the keyboard focus stays on it; `disabled` when the tool cannot run at all.
 * With `disabledReasonId` (the id of the notice that says why), a disabled button is only `aria-disabled`, its clicks
 * (and Enter in the form) cancelled: it stays in the tab order and is announced with that notice as its description, so
 * a keyboard or screen-reader user learns there why it does not start (WCAG 2.2, 4.1.2 Name, Role, Value; a `disabled`
 * button cannot be focused and says nothing).
 */
export function RunButton({ running, icon: Icon, label, runningLabel, disabled, disabledReasonId, className }: { running: boolean; icon: LucideIcon; label: string; runningLabel: string; disabled?: boolean; disabledReasonId?: string; className?: string }) {
  const unavailable = disabled && disabledReasonId ? { "aria-disabled": true, "aria-describedby": disabledReasonId, onClick: (e: React.MouseEvent) => e.preventDefault() } : { disabled };
  return (
    <PlainButton type="submit" size="lg" {...unavailable} pending={running} className={className}>
      {running ? <Loader2 className="animate-spin" aria-hidden /> : <Icon aria-hidden />}
      {running ? runningLabel : label}
    </PlainButton>
  );
}

/** The error of such a form under its button: an optional title and the German message. */
export function RunError({ title, message, id, testId }: { title?: string; message: string | null; id?: string; testId: string }) {
  return (
    <Alert id={id} variant="destructive" data-testid={testId}>
      <AlertCircle aria-hidden />
      {title && <AlertTitle className="line-clamp-none">{title}</AlertTitle>}
      {message && <AlertDescription>{message}</AlertDescription>}
    </Alert>
  );
}
