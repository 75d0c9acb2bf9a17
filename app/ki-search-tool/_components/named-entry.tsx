import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/** One named entry of the result (a competitor; with `chip`, a platform in a wrapping row): its name, what the answers say of it, links to those answers. */
export function NamedEntry({ name, note, evidence, chip }: { name: string; note: ReactNode; evidence: ReactNode; chip?: boolean }) {
  return (
    <li className={cn("flex flex-col gap-1 rounded-md border px-3 text-sm", chip ? "py-1.5" : "py-2")}>
      <span className={cn("flex flex-wrap items-center", chip ? "gap-x-2" : "justify-between gap-x-3 gap-y-1")}>
        <span className="font-medium">{name}</span>
        {note}
      </span>
      {evidence}
    </li>
  );
}
