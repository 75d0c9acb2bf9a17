import * as React from "react";
import { cn } from "@/lib/utils";

// A plain <label>: radix's Label only stops a double click from selecting the label's
// text, which `select-none` already does, and it brought radix's Primitive and Slot
// (~2 KB compressed) into every form's bundle.
function Label({ className, ...props }: React.ComponentProps<"label">) {
  return <label data-slot="label" className={cn("flex items-center gap-2 text-sm leading-none font-medium select-none peer-disabled:opacity-50", className)} {...props} />;
}

export { Label };
