import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { contactMailto, exampleOperatorFields, getOperator, telHref } from "@/lib/operator";
import { messagesPageMetadata } from "@/lib/seo/messages-metadata";

export const generateMetadata = () => messagesPageMetadata("Imprint", "/impressum");

/** /impressum: provider details (§ 5 DDG, § 18 Abs. 2 MStV) from lib/operator.ts. */
export default async function ImprintPage() {
  const t = await getTranslations("Imprint");
  const operator = getOperator();
  const section = "mt-8";
  const heading = "text-lg font-semibold";
  const text = "text-muted-foreground mt-2 leading-relaxed";
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("title")}</h1>
      {exampleOperatorFields(operator).length > 0 && (
        <p className="bg-warning/10 text-foreground border-warning/40 mt-4 rounded-lg border p-3 text-sm" data-testid="imprint-example-note">
          {t("exampleNote")}
        </p>
      )}

      <section className={section}>
        <h2 className={heading}>{t("providerTitle")}</h2>
        <address className={`${text} not-italic`}>
          {operator.companyName}
          <br />
          {operator.street}
          <br />
          {operator.postalCode} {operator.city}
          <br />
          {operator.countryName}
        </address>
      </section>

      <section className={section}>
        <h2 className={heading}>{t("contactTitle")}</h2>
        <p className={text}>
          {t("phone")}:{" "}
          <a href={telHref(operator.phone)} className="text-primary hover:underline">
            {operator.phone}
          </a>
          <br />
          {t("email")}:{" "}
          <a href={contactMailto()} className="text-primary hover:underline">
            {operator.email}
          </a>
        </p>
      </section>

      {operator.vatId && (
        <section className={section}>
          <h2 className={heading}>{t("vatTitle")}</h2>
          <p className={text}>
            {t("vatText")} {operator.vatId}
          </p>
        </section>
      )}

      <section className={section}>
        <h2 className={heading}>{t("responsibleTitle")}</h2>
        <p className={text}>
          {operator.responsiblePerson}, {operator.street}, {operator.postalCode} {operator.city}
        </p>
      </section>

      <section className={section}>
        <h2 className={heading}>{t("disputeTitle")}</h2>
        <p className={text}>{t("disputeText")}</p>
      </section>

      <section className={section}>
        <h2 className={heading}>{t("liabilityTitle")}</h2>
        <p className={text}>{t("liabilityText")}</p>
      </section>

      <section className={section}>
        <h2 className={heading}>{t("sourcesTitle")}</h2>
        <p className={text}>
          {t.rich("sourcesText", {
            geonames: (chunks) => <a href="https://www.geonames.org/" className="text-primary underline">{chunks}</a>,
            ccby: (chunks) => <a href="https://creativecommons.org/licenses/by/4.0/deed.de" className="text-primary underline">{chunks}</a>,
            dlde: (chunks) => <a href="https://www.govdata.de/dl-de/by-2-0" className="text-primary underline">{chunks}</a>,
          })}
        </p>
      </section>

      <section className={section} id="datenschutz">
        <h2 className={heading}>{t("privacyTitle")}</h2>
        <p className={text}>
          {t.rich("privacyPointer", {
            link: (chunks) => (
              <Link href="/datenschutz" className="text-primary underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      </section>
    </div>
  );
}
