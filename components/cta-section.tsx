import Link from "next/link";
import { Button } from "@/components/ui/button";

/** A closing call to action: heading, text, a primary and an optional secondary link. */
export function CtaSection({
  id,
  heading,
  text,
  primary,
  secondary,
}: {
  id: string;
  heading: string;
  text: string;
  primary: { href: string; label: string };
  secondary?: { href: string; label: string };
}) {
  return (
    <section className="bg-primary/5 mt-16 rounded-2xl border p-6 text-center sm:p-10" aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold tracking-tight text-balance">
        {heading}
      </h2>
      <p className="text-muted-foreground mx-auto mt-3 max-w-xl">{text}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link href={primary.href}>{primary.label}</Link>
        </Button>
        {secondary && (
          <Button asChild size="lg" variant="outline">
            <Link href={secondary.href}>{secondary.label}</Link>
          </Button>
        )}
      </div>
    </section>
  );
}

/** A titled grid of short title-and-text cards (benefits and the like). */
export function TextCards({ id, heading, items, className }: { id: string; heading: string; items: { key: string; title: string; text: string }[]; className?: string }) {
  return (
    <section className={className ?? "mt-16"} aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {heading}
      </h2>
      <ul className="mt-5 grid gap-4 md:grid-cols-3">
        {items.map((item) => (
          <li key={item.key} className="rounded-xl border p-5">
            <h3 className="font-semibold">{item.title}</h3>
            <p className="text-muted-foreground mt-2 text-sm leading-relaxed">{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
