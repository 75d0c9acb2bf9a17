import Link from "next/link";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { InlineIcon } from "@/components/sprite-icon";
import { getTranslations } from "next-intl/server";
import { IntlClient } from "@/components/intl-client";
import { getAdminSession } from "@/lib/auth/session";
import { getEnv } from "@/lib/env";
import { LoginForm } from "./_components/login-form";
import { privatePageMetadata } from "@/lib/seo/messages-metadata";

export const generateMetadata = () => privatePageMetadata("Admin", "loginTitle");

/** /admin/login. Shows no credentials: the admin user comes from environment variables. */
export default async function AdminLoginPage() {
  // Per request: the session key exists only once a server has started, never in `next build`.
  await connection();
  if (await getAdminSession()) redirect("/admin/dashboard");
  const t = await getTranslations("Admin");
  const env = getEnv();
  return (
    <div className="mx-auto w-full max-w-sm px-4 py-16">
      <div className="bg-card rounded-xl border p-6 shadow-sm">
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
          <InlineIcon name="shield-check" className="text-primary size-6" /> {t("loginTitle")}
        </h1>
        <p className="text-muted-foreground mt-1 mb-6 text-sm">{t("loginIntro")}</p>
        {!(env.ADMIN_USERNAME && env.ADMIN_PASSWORD_HASH) && <p className="mb-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">{t("notConfigured")}</p>}
        <IntlClient namespaces={["Admin", "ApiErrors.admin.lockedOut"]}>
          <LoginForm />
        </IntlClient>
      </div>
      <Link href="/" className="text-muted-foreground hover:text-foreground mt-6 inline-flex items-center gap-1.5 text-sm">
        <InlineIcon name="arrow-left" className="size-4" /> {t("backToSite")}
      </Link>
    </div>
  );
}
