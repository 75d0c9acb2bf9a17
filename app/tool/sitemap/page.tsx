import { generatorRoute } from "@/components/generator/generator-page";
import { SitemapGeneratorForm } from "./_components/sitemap-generator";

const route = generatorRoute({ namespace: "SitemapGenerator", route: "/tool/sitemap", Generator: SitemapGeneratorForm });
export const generateMetadata = route.generateMetadata;
export default route.Page;
