import Link from "next/link";
import type { ComponentProps } from "react";
import { ArrowRight } from "lucide-react";
import { StaticIcon } from "@/components/static-icon";
import { Button } from "@/components/ui/button";

/** A call to action: a link that looks like a button, its label followed by an arrow. */
export function ArrowLinkButton({ href, label, size, variant, className }: { href: string; label: string } & Pick<ComponentProps<typeof Button>, "size" | "variant" | "className">) {
  return (
    <Button asChild size={size} variant={variant} className={className}>
      <Link href={href}>
        {label}
        <StaticIcon icon={ArrowRight} />
      </Link>
    </Button>
  );
}
