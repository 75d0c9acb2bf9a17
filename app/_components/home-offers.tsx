import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { SpriteIcon } from "@/components/sprite-icon";
import { PriceTag } from "@/components/price-tag";
import { CLAIMS } from "@/content/claims";
import { COURSE_FORMER_PRICE, COURSE_MODULE_COUNT, COURSE_TRADE_COUNT, FREE_SLIDES, TOTAL_SLIDES } from "@/content/course";
import { GEO_SERVICES } from "@/content/geo-packages";
import { formatEuro, MONEY_BACK_GUARANTEE_DAYS, PRODUCTS, productIncludes, productPriceText } from "@/content/products";
import { SNIPPET_PACKAGES } from "@/content/snippet-packages";
import { CtaLink, HomeSection } from "./home-parts";

// The home page's paid offers; classes and their children's rules in app/home.css.

/** The course block: buttons to /snippet-course and to its checkout (/payment?product=snippet_course); its figures are the course's own. */
export async function CourseBlock() {
  const t = await getTranslations("Home");
  const course = PRODUCTS.snippet_course;
  return (
    <section aria-labelledby="course-heading" className="hs">
      <div className="wrap">
        <div className="course">
          <div>
            <SpriteIcon name="graduation-cap" />
            <h2 id="course-heading">{t("course.heading")}</h2>
            <p>{t("course.text", { modules: COURSE_MODULE_COUNT, slides: TOTAL_SLIDES, trades: COURSE_TRADE_COUNT })}</p>
            <ul className="ticks">
              {(["lifetime", "preview", "packs", "guarantee"] as const).map((key) => (
                <li key={key}>{t(`course.features.${key}`, { free: FREE_SLIDES, trades: COURSE_TRADE_COUNT, days: MONEY_BACK_GUARANTEE_DAYS })}</li>
              ))}
            </ul>
          </div>
          <div>
            <p className="flex flex-wrap items-baseline gap-x-3">
              <span className="text-4xl font-extrabold">{formatEuro(course.priceCents)}</span>
              {COURSE_FORMER_PRICE && (
                <>
                  <span className="sr-only">{t("course.insteadOf", { price: COURSE_FORMER_PRICE.price })}</span>
                  <span aria-hidden className="text-lg text-indigo-200 line-through">
                    {COURSE_FORMER_PRICE.price}
                  </span>
                  <span className="badge border-transparent bg-emerald-700 text-white">{COURSE_FORMER_PRICE.discount}</span>
                </>
              )}
            </p>
            <div>
              <CtaLink href={`/payment?product=snippet_course&price=${course.priceCents / 100}`} label={t("course.buy")} plain />
              <CtaLink href="/snippet-course" label={t("course.preview")} variant="outline" plain />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}

/** The one-off services beside the bundle: snippet packages (from the cheapest) and the GEO services. */
async function premiumServices() {
  const t = await getTranslations("Home");
  const packagesFrom = Math.min(...SNIPPET_PACKAGES.map((p) => p.priceCents));
  const sizes = new Intl.ListFormat("de", { type: "disjunction" }).format(SNIPPET_PACKAGES.map((p) => String(p.snippetCount)));
  return [
    {
      key: "packages",
      title: t("premium.packages.title"),
      price: t("premium.from", { price: formatEuro(packagesFrom) }),
      text: t("premium.packages.text"),
      features: [t("premium.packages.features.sizes", { sizes }), t("premium.packages.features.guide")],
      href: "/snippet-pakete",
    },
    ...GEO_SERVICES.map((s) => ({ key: s.productId, title: s.title, price: productPriceText(s.productId), text: s.description, features: [...s.features], href: "/geo-services" })),
  ];
}

/** Premium services (anchor #premium): the bundle and the one-off services. */
export async function PremiumServices() {
  const t = await getTranslations("Home");
  const bundle = PRODUCTS.premium_full;
  const services = await premiumServices();
  return (
    <HomeSection id="premium" anchor="premium" heading={t("premium.heading")} intro={t("premium.intro")} className="scroll-mt-20">
      <div className="premium">
        <article>
          {CLAIMS.bundleLimit && <span className="badge border-transparent bg-primary text-primary-foreground absolute -top-3 left-6">{CLAIMS.bundleLimit}</span>}
          <h3>{t("premium.bundle.title")}</h3>
          <PriceTag priceCents={bundle.priceCents} formerPriceCents={bundle.originalPriceCents} insteadOf={(price) => t("premium.bundle.insteadOf", { price })} />
          {bundle.originalPriceCents && <p className="text-success mt-1 text-sm font-medium">{t("premium.bundle.saved", { amount: formatEuro(bundle.originalPriceCents - bundle.priceCents) })}</p>}
          <p className="text-muted-foreground text-sm">{t("premium.bundle.priceNote")}</p>
          <ul className="ticks">
            {productIncludes("premium_full").map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
          <CtaLink href="/payment" label={t("premium.bundle.cta")} />
        </article>
        <ul>
          {services.map((s) => (
            <li key={s.key}>
              <div>
                <h3>
                  <Link href={s.href} className="card-link">
                    {s.title}
                  </Link>
                </h3>
                <span>{s.price}</span>
              </div>
              <p>{s.text}</p>
              <ul>
                {s.features.map((f, index) => (
                  <li key={index}>{f}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </HomeSection>
  );
}
