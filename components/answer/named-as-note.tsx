import { useTranslations } from "next-intl";
import type { NamedAs } from "@/lib/visibility/named-as";

/**
 * "Genannt als „Physio Gassner“ mit dem Ort Bludenz – nicht genau Ihr Name …": how an answer named the business when not
 * by exactly its name, or with a place of its own, so that the owner can tell their business from a namesake the reading
 * counted as theirs (named-as.ts). Under the verdict of one answer in the live test and the monitor; like OwnTownNote, no
 * client component of its own, with the LiveTest messages.
 */
export function NamedAsNote({ namedAs }: { namedAs: NamedAs }) {
  const t = useTranslations("LiveTest.namedAs");
  const { name, place } = namedAs;
  const text = namedAs.sameName ? t("place", { place: place ?? "" }) : place ? t("namePlace", { name, place }) : t("name", { name });
  return (
    <p className="mt-0.5" data-testid="named-as-note">
      {text}
    </p>
  );
}
