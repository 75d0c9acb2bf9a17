import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { COMPANY } from "@/content/company";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Imprint");
  return { title: t("metaTitle"), description: t("metaDescription"), alternates: { canonical: "/impressum" } };
}

export default async function ImprintPage() {
  const t = await getTranslations("Imprint");
  const section = "mt-8";
  const heading = "text-lg font-semibold";
  const text = "text-muted-foreground mt-2 leading-relaxed";
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("title")}</h1>
      {COMPANY.isExample && <p className="bg-warning/10 text-foreground mt-4 rounded-lg border border-warning/40 p-3 text-sm">{t("exampleNote")}</p>}

      <section className={section}>
        <h2 className={heading}>{t("providerTitle")}</h2>
        <address className={`${text} not-italic`}>
          {COMPANY.legalName}
          <br />
          {COMPANY.street}
          <br />
          {COMPANY.postalCode} {COMPANY.city}
          <br />
          Deutschland
        </address>
      </section>

      <section className={section}>
        <h2 className={heading}>{t("contactTitle")}</h2>
        <p className={text}>
          {t("phone")}: <a href={`tel:${COMPANY.phone.replace(/\s/g, "")}`} className="text-primary hover:underline">{COMPANY.phone}</a>
          <br />
          {t("email")}: <a href={`mailto:${COMPANY.email}`} className="text-primary hover:underline">{COMPANY.email}</a>
        </p>
      </section>

      <section className={section}>
        <h2 className={heading}>{t("vatTitle")}</h2>
        <p className={text}>
          {t("vatText")} {COMPANY.vatId}
        </p>
      </section>

      <section className={section}>
        <h2 className={heading}>{t("responsibleTitle")}</h2>
        <p className={text}>
          {COMPANY.owner}, {COMPANY.street}, {COMPANY.postalCode} {COMPANY.city}
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

      <section className={section} id="datenschutz">
        <h2 className={heading}>{t("privacyTitle")}</h2>
        <p className={text}>{t("privacyText1")}</p>
        <p className={text}>{t("privacyText2")}</p>
        <p className={text}>{t("privacyText3")}</p>
        <p className={text}>{t("privacyText4")}</p>
        <p className={text}>{t("privacyText5")}</p>
      </section>
    </div>
  );
}
