import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { PageSection } from "@/components/page-section";
import { TextCard } from "@/components/text-card";
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
    <PageSection id={id} heading={heading} className="bg-primary/5 mt-16 rounded-2xl border p-6 text-center sm:p-10" headingClassName="text-balance">
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
    </PageSection>
  );
}

/**
 * The closing call to action of a marketing page: the live test first, then `next`. Its
 * texts are the messages ctaTitle, ctaText, ctaTest and `next.labelKey` of `namespace`.
 */
export async function LiveTestCta({ id, namespace, next }: { id: string; namespace: string; next: { href: string; labelKey: string } }) {
  const t = await getTranslations(namespace);
  return <CtaSection id={id} heading={t("ctaTitle")} text={t("ctaText")} primary={{ href: "/ki-search-tool", label: t("ctaTest") }} secondary={{ href: next.href, label: t(next.labelKey) }} />;
}

/** A titled grid of short title-and-text cards (benefits and the like). */
export function TextCards({ id, heading, items, className }: { id: string; heading: string; items: { key: string; title: string; text: string }[]; className?: string }) {
  return (
    <PageSection id={id} heading={heading} className={className ?? "mt-16"}>
      <ul className="mt-5 grid gap-4 md:grid-cols-3">
        {items.map((item) => (
          <TextCard key={item.key} as="li" title={item.title} text={item.text} />
        ))}
      </ul>
    </PageSection>
  );
}
