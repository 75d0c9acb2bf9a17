import { getTranslations } from "next-intl/server";
import { SpriteIcon } from "@/components/sprite-icon";
import { GEO_PACKAGES } from "@/content/geo-packages";
import { productPriceText } from "@/content/products";
import { CtaLink, HomeSection, IconCards, type KeyedIcons } from "./home-parts";

// The markup is short on purpose: classes and their children's rules are in app/home.css.

const benefits = [{ key: "shift", icon: "message-square-text" }, { key: "few", icon: "users" }, { key: "early", icon: "clock" }] as const satisfies KeyedIcons;
const approach = [{ key: "real", icon: "badge-check" }, { key: "evidence", icon: "file-search" }, { key: "tools", icon: "wrench" }] as const satisfies KeyedIcons;
const targets = [{ key: "practices", icon: "stethoscope" }, { key: "trades", icon: "hammer" }, { key: "services", icon: "briefcase" }, { key: "agencies", icon: "store" }] as const satisfies KeyedIcons;

/** Benefit and approach blocks. */
export async function BenefitsAndApproach() {
  const t = await getTranslations("Home");
  return (
    <>
      <HomeSection id="benefits" heading={t("benefits.heading")}>
        <IconCards t={t} prefix="benefits" items={benefits} />
      </HomeSection>
      <HomeSection id="approach" heading={t("approach.heading")} intro={t("approach.intro")} muted>
        <IconCards t={t} prefix="approach" items={approach} />
      </HomeSection>
    </>
  );
}

/** GEO-services teaser with the three packages (prices from the catalogue). */
export async function GeoTeaser() {
  const t = await getTranslations("Home");
  return (
    <section aria-labelledby="geo-teaser-heading" className="hs">
      <div className="wrap">
        <div className="geo">
          <div>
            <div>
              <h2 id="geo-teaser-heading">{t("geoTeaser.heading")}</h2>
              <p>{t("geoTeaser.text")}</p>
              <CtaLink href="/geo-services" label={t("geoTeaser.cta")} medium className="mt-6" />
            </div>
            <ul>
              {GEO_PACKAGES.map((pkg) => (
                <li key={pkg.productId} {...(pkg.popular && { className: "popular" })}>
                  <p>
                    {pkg.name}
                    {pkg.popular && <span className="badge border-transparent bg-primary text-primary-foreground">{t("geoTeaser.popular")}</span>}
                  </p>
                  <p>{productPriceText(pkg.productId)}</p>
                  <p>{pkg.description}</p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}

/** Target groups. */
export async function TargetGroups() {
  const t = await getTranslations("Home");
  return (
    <HomeSection id="targets" heading={t("targets.heading")} muted>
      <ul className="cards targets sm:grid-cols-2 lg:grid-cols-4">
        {targets.map(({ key, icon }) => (
          <li key={key}>
            <SpriteIcon name={icon} />
            <h3>{t(`targets.items.${key}.title`)}</h3>
            <p>{t(`targets.items.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

/** Demo walkthrough: an example, labelled as such, of what the live test shows. */
export async function DemoWalkthrough() {
  const t = await getTranslations("Home");
  return (
    <HomeSection id="demo" heading={t("demo.heading")} intro={t("demo.intro")} smallIntro>
      <ol className="cards demo md:grid-cols-2 lg:grid-cols-4">
        {(["ask", "answer", "result", "next"] as const).map((key) => (
          <li key={key}>
            <span className="badge">{t("demo.exampleLabel")}</span>
            <h3>{t(`demo.steps.${key}.title`)}</h3>
            <p>{t(`demo.steps.${key}.text`)}</p>
          </li>
        ))}
      </ol>
      <CtaLink href="/ki-search-tool" label={t("demo.cta")} className="mt-8" />
    </HomeSection>
  );
}
