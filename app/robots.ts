import type { MetadataRoute } from "next";
import { AI_CRAWLERS } from "@/lib/crawlers/ai-crawlers";
import { absoluteUrl } from "@/lib/site";

const PRIVATE_PATHS = ["/admin", "/api/"];

/**
 * /robots.txt: everything public, admin and API closed; every AI crawler of the shared
 * list named and welcome (the site practises what it preaches), plus the sitemap.
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      { userAgent: "*", allow: "/", disallow: PRIVATE_PATHS },
      { userAgent: AI_CRAWLERS.map((c) => c.token), allow: "/", disallow: PRIVATE_PATHS },
    ],
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
