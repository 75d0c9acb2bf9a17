import { Bot, Code, FileText, MapPin, MessageCircleQuestion, Tags } from "lucide-react";
import type { CategoryIcon } from "@/lib/readiness/types";

const ICONS = { code: Code, tags: Tags, "message-circle-question": MessageCircleQuestion, bot: Bot, "map-pin": MapPin, "file-text": FileText } as const;

/** The lucide icon named by a check category (decorative). */
export function CategoryIconView({ icon, className }: { icon: CategoryIcon; className?: string }) {
  const Icon = ICONS[icon];
  return <Icon className={className} aria-hidden />;
}
