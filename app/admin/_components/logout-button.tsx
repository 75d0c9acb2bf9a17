"use client";

import { useRouter } from "next/navigation";
import { signOut } from "next-auth/react";
import { LogOut } from "lucide-react";
import { Button } from "@/components/ui/button";

/**
 * Ends the admin session (next-auth clears the session cookie) and returns to the
 * login. No redirect through next-auth: it would build the address from NEXTAUTH_URL.
 */
export function LogoutButton({ label }: { label: string }) {
  const router = useRouter();
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={async () => {
        await signOut({ redirect: false });
        router.replace("/admin/login");
        router.refresh();
      }}
    >
      <LogOut aria-hidden /> {label}
    </Button>
  );
}
