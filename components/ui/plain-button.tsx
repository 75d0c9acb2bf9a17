import * as React from "react";
import type { VariantProps } from "class-variance-authority";
import { cn } from "@/lib/utils";
import { buttonVariants } from "./button-variants";
import { pendingProps } from "./pending";

/**
 * shadcn's Button without `asChild`, for client components: the same element and classes,
 * but without radix's Slot (~1.5 KB compressed) in the page's bundle. `pending` while its request runs (pendingProps).
 */
export function PlainButton({ className, variant, size, pending, ...props }: React.ComponentProps<"button"> & VariantProps<typeof buttonVariants> & { pending?: boolean }) {
  return <button data-slot="button" className={cn(buttonVariants({ variant, size, className }))} {...pendingProps(pending, props)} />;
}
