import type { LucideIcon } from "lucide-react";
import { AlertCircle, Loader2 } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { PlainButton } from "@/components/ui/plain-button";

/**
 * The submit button of a tool form that asks the server (website check, llms.txt, live
 * test): `icon` and `label`, or a spinner and `runningLabel` while the request runs, and
 * pending meanwhile (components/ui/pending.ts) so a second click does not start a second request
 * and the keyboard focus stays on it; `disabled` when the tool cannot run at all.
 */
export function RunButton({ running, icon: Icon, label, runningLabel, disabled, className }: { running: boolean; icon: LucideIcon; label: string; runningLabel: string; disabled?: boolean; className?: string }) {
  return (
    <PlainButton type="submit" size="lg" disabled={disabled} pending={running} className={className}>
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
