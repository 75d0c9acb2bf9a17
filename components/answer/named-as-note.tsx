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

/**
 * "Nicht als Ihr Betrieb gezählt: Die Antwort nennt „Konditorei Hoffmann“ mit dem Ort Löbau, einen Namen wie Ihren …":
 * under an answer read as not naming the business that names one by a name like its own (named-as.ts lookAlikeOf), so
 * that the owner sees a mention the reading missed, or a namesake. With the LiveTest messages, as {@link NamedAsNote}.
 */
export function LookAlikeNote({ lookAlike }: { lookAlike: NamedAs }) {
  const t = useTranslations("LiveTest.namedAs");
  const { name, place } = lookAlike;
  return (
    <p className="mt-0.5" data-testid="look-alike-note">
      {place ? t("lookAlikePlace", { name, place }) : t("lookAlike", { name })}
    </p>
  );
}
