import Link from "next/link";
import { InlineIcon } from "@/components/sprite-icon";
import { Button } from "@/components/ui/button";

/** The screen shown when no client secret is obtained (also without Stripe configuration): nothing to pay, a way home. */
export function PaymentUnavailable({ title, text, homeLabel, detail }: { title: string; text: string; homeLabel: string; detail?: string }) {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <span className="bg-destructive/10 text-destructive flex size-14 items-center justify-center rounded-full">
        <InlineIcon name="triangle-alert" className="size-7" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{text}</p>
      {detail && <p className="text-muted-foreground text-sm">{detail}</p>}
      <Button asChild size="lg" className="mt-2">
        <Link href="/">
          <InlineIcon name="house" /> {homeLabel}
        </Link>
      </Button>
    </div>
  );
}
