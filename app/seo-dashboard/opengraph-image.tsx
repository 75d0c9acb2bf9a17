import { toolOgImage } from "@/lib/seo/og-image";

export const size = { width: 1200, height: 630 };
export const contentType = "image/png";
export const alt = "Titelbild des Tools";

export default function Image() {
  return toolOgImage("/seo-dashboard");
}
