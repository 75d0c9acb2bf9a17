"use client";

import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { Loader2, LogIn } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { lockedOutParams } from "@/lib/auth/login-error";
import { useHydrated } from "@/lib/use-hydrated";

/** Username and password (both required); 'Ungültige Anmeldedaten' inline on failure. */
export function LoginForm() {
  const t = useTranslations("Admin");
  const tErrors = useTranslations("ApiErrors");
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const username = String(data.get("username") ?? "").trim();
    const password = String(data.get("password") ?? "");
    if (!username || !password) return setError(t("required"));
    setBusy(true);
    setError(null);
    const result = await signIn("credentials", { username, password, redirect: false });
    if (result?.ok && !result.error) {
      router.replace("/admin/dashboard");
      router.refresh();
      return;
    }
    // next-auth passes the lock-out's code through; a plain wrong login says CredentialsSignin.
    const locked = result?.error ? lockedOutParams(result.error) : null;
    setError(locked ? tErrors("admin.lockedOut", { ...locked }) : t("invalid"));
    setBusy(false);
  }

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <div className="grid gap-1.5">
        <Label htmlFor="admin-username">{t("username")}</Label>
        <Input id="admin-username" name="username" autoComplete="username" required aria-invalid={!!error || undefined} aria-describedby={error ? "admin-login-error" : undefined} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="admin-password">{t("password")}</Label>
        <Input id="admin-password" name="password" type="password" autoComplete="current-password" required aria-invalid={!!error || undefined} aria-describedby={error ? "admin-login-error" : undefined} />
      </div>
      {error && (
        <p id="admin-login-error" role="alert" className="text-destructive text-sm">
          {error}
        </p>
      )}
      <Button type="submit" disabled={!hydrated} pending={busy}>
        {busy ? <Loader2 className="animate-spin" aria-hidden /> : <LogIn aria-hidden />}
        {busy ? t("loggingIn") : t("login")}
      </Button>
    </form>
  );
}
