import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Fragment } from "react";
import { PRIVACY_RIGHTS, processingActivities, TO_COMPLETE } from "@/content/privacy";
import { contactMailto, getOperator } from "@/lib/operator";
import { privacyFacts } from "@/lib/privacy-facts";
import { messagesPageMetadata } from "@/lib/seo/messages-metadata";

export const generateMetadata = () => messagesPageMetadata("Privacy", "/datenschutz");

/** A text with the operator's open parts („[Bitte ergänzen: …]“) highlighted. */
function WithOpenParts({ text }: { text: string }) {
  const parts = text.split(/(\[Bitte ergänzen:[^\]]*\])/);
  return (
    <>
      {parts.map((part, i) =>
        part.startsWith(TO_COMPLETE) ? (
          <mark key={i} className="rounded bg-amber-100 px-1 text-amber-950">
            {part}
          </mark>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

/** /datenschutz: the privacy policy template of content/privacy.ts with this server's facts. */
export default async function PrivacyPage() {
  const t = await getTranslations("Privacy");
  const operator = getOperator();
  const activities = processingActivities(privacyFacts());
  const open = activities.some((a) => Object.values(a).some((v) => v.includes(TO_COMPLETE)));
  const text = "text-muted-foreground mt-2 leading-relaxed";
  const labels = [
    ["data", t("data")],
    ["purpose", t("purpose")],
    ["legalBasis", t("legalBasis")],
    ["recipients", t("recipients")],
    ["retention", t("retention")],
  ] as const;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("title")}</h1>
      {open && (
        <p className="bg-warning/10 text-foreground border-warning/40 mt-4 rounded-lg border p-3 text-sm" data-testid="privacy-template-note">
          {t("templateNote")}
        </p>
      )}
      <p className={text}>{t("intro")}</p>

      <section className="mt-8" aria-labelledby="controller-title">
        <h2 id="controller-title" className="text-lg font-semibold">
          {t("controllerTitle")}
        </h2>
        <address className={`${text} not-italic`}>
          {operator.companyName}, {operator.street}, {operator.postalCode} {operator.city}, {operator.countryName}
          <br />
          {t("email")}:{" "}
          <a href={contactMailto(t("requestSubject"))} className="text-primary hover:underline">
            {operator.email}
          </a>
          {" · "}
          <Link href="/impressum" className="text-primary hover:underline">
            {t("imprint")}
          </Link>
        </address>
      </section>

      <h2 className="mt-10 text-xl font-bold">{t("activitiesTitle")}</h2>
      {activities.map((activity) => (
        <section key={activity.id} id={activity.id} className="mt-6 scroll-mt-20 rounded-xl border p-5" aria-labelledby={`${activity.id}-title`}>
          <h3 id={`${activity.id}-title`} className="font-semibold">
            {activity.title}
          </h3>
          <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
            {labels.map(([key, label]) => (
              <div key={key} className="contents">
                <dt className="font-medium">{label}</dt>
                <dd className="text-muted-foreground leading-relaxed">
                  <WithOpenParts text={activity[key]} />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}

      <section className="mt-10" aria-labelledby="rights-title">
        <h2 id="rights-title" className="text-xl font-bold">
          {t("rightsTitle")}
        </h2>
        <ul className="text-muted-foreground mt-3 list-disc space-y-1 pl-6">
          {PRIVACY_RIGHTS.map((right) => (
            <li key={right}>{right}</li>
          ))}
        </ul>
        <p className={text}>{t("rightsContact", { email: operator.email })}</p>
      </section>
    </div>
  );
}
