import type { ComponentProps } from "react";
import { InlineIcon } from "@/components/sprite-icon";
import { Button } from "@/components/ui/button";

/**
 * "Seite neu laden" as a link to the same address: it reloads without client JavaScript (a page
 * whose script did not load can still be reloaded). Usable in server and client components.
 * @param label the German text; size the Button size (default "default")
 */
export function ReloadLink({ label, size }: { label: string; size?: ComponentProps<typeof Button>["size"] }) {
  return (
    <Button asChild size={size} variant="outline">
      <a href="">
        <InlineIcon name="refresh-cw" /> {label}
      </a>
    </Button>
  );
}
