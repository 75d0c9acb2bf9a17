import type { LucideIcon } from "lucide-react";
import type * as React from "react";
import { AlertCircle, Loader2 } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { PlainButton } from "@/components/ui/plain-button";
import { cn } from "@/lib/utils";

/** An aria-disabled button's look: muted colours at full opacity, so that its focus ring keeps the ring colour. */
const GREYED = "aria-disabled:opacity-100 bg-muted text-muted-foreground shadow-none hover:bg-muted cursor-not-allowed";

/**
 * The submit button of a tool form that asks the server (website check, llms.txt, live
 * test): `icon` and `label`, or a spinner and `runningLabel` while the request runs, and
 * pending meanwhile (components/ui/pending.ts) so a second click does not start a second request
 * and the keyboard focus stays on it; `disabled` when the tool cannot run at all.
 * With `disabledReasonId` (the id of the notice that says why), a disabled button is only `aria-disabled`, its clicks
 * (and Enter in the form) cancelled: it stays in the tab order and is announced with that notice as its description, so
 * a keyboard or screen-reader user learns there why it does not start (WCAG 2.2, 4.1.2 Name, Role, Value; a `disabled`
 * button cannot be focused and says nothing). Such a button is greyed by its colours, not by the opacity a `disabled` one
 * gets: opacity would also dim its focus ring (WCAG 2.2, 2.4.7 Focus Visible).
 */
export function RunButton({ running, icon: Icon, label, runningLabel, disabled, disabledReasonId, className }: { running: boolean; icon: LucideIcon; label: string; runningLabel: string; disabled?: boolean; disabledReasonId?: string; className?: string }) {
  const ariaDisabled = Boolean(disabled && disabledReasonId);
  const unavailable = ariaDisabled ? { "aria-disabled": true, "aria-describedby": disabledReasonId, onClick: (e: React.MouseEvent) => e.preventDefault() } : { disabled };
  return (
    <PlainButton type="submit" size="lg" {...unavailable} pending={running} className={cn(ariaDisabled && GREYED, className)}>
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
