import type { Metadata } from "next";
import { GeneratorPage, generatorMetadata } from "@/components/generator/generator-page";
import { SitemapGeneratorForm } from "./_components/sitemap-generator";

export function generateMetadata(): Promise<Metadata> {
  return generatorMetadata("SitemapGenerator", "/tool/sitemap");
}

export default function SitemapGeneratorPage() {
  return (
    <GeneratorPage namespace="SitemapGenerator" route="/tool/sitemap">
      <SitemapGeneratorForm />
    </GeneratorPage>
  );
}
