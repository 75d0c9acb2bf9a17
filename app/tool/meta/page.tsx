import type { Metadata } from "next";
import { GeneratorPage, generatorMetadata } from "@/components/generator/generator-page";
import { MetaGeneratorForm } from "./_components/meta-generator";

export function generateMetadata(): Promise<Metadata> {
  return generatorMetadata("MetaGenerator", "/tool/meta");
}

export default function MetaGeneratorPage() {
  return (
    <GeneratorPage namespace="MetaGenerator" route="/tool/meta">
      <MetaGeneratorForm />
    </GeneratorPage>
  );
}
