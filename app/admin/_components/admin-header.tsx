import Link from "next/link";
import { InlineIcon } from "@/components/sprite-icon";
import { getTranslations } from "next-intl/server";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { operatorSetupIssues } from "@/lib/operator";
import { cn } from "@/lib/utils";
import { LogoutButton } from "./logout-button";

const SECTIONS = [
  { href: "/admin/dashboard", key: "navStats" },
  { href: "/admin/orders", key: "navOrders" },
  { href: "/admin/monitors", key: "navMonitors" },
] as const;

/**
 * The admin area's header: title, sections, website link and logout, and what is
 * still missing before going live (example operator details, no OWNER_EMAIL).
 */
export async function AdminHeader({ title, current }: { title: string; current: (typeof SECTIONS)[number]["href"] }) {
  const t = await getTranslations("Admin");
  const issues = operatorSetupIssues();
  return (
    <header className="mb-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <div className="flex gap-2">
          <Link href="/" className="hover:bg-accent inline-flex h-8 items-center gap-1.5 rounded-md border px-3 text-sm">
            <InlineIcon name="external-link" className="size-4" /> {t("website")}
          </Link>
          <LogoutButton label={t("logout")} />
        </div>
      </div>
      <nav aria-label={t("navLabel")} className="mt-4 flex gap-1 border-b">
        {SECTIONS.map((s) => (
          <Link
            key={s.href}
            href={s.href}
            aria-current={s.href === current ? "page" : undefined}
            className={cn(
              "-mb-px border-b-2 px-3 py-2 text-sm font-medium",
              s.href === current ? "border-primary text-foreground" : "text-muted-foreground hover:text-foreground border-transparent",
            )}
          >
            {t(s.key)}
          </Link>
        ))}
      </nav>
      {issues.length > 0 && (
        <Alert variant="warning" className="mt-6" data-testid="setup-warnings">
          <InlineIcon name="triangle-alert" />
          <AlertTitle>{t("setupTitle")}</AlertTitle>
          <AlertDescription>
            <ul className="list-disc space-y-1 pl-5">
              {issues.map((issue) => (
                <li key={issue.code}>
                  {issue.code === "example-operator-details" ? t("setupExampleDetails", { variables: issue.variables.join(", ") }) : t("setupNoOwnerEmail")}
                </li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      )}
    </header>
  );
}
