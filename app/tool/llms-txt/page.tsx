import type { Metadata } from "next";
import { GeneratorPage, generatorMetadata } from "@/components/generator/generator-page";
import { LlmsTxtGenerator } from "./_components/llms-txt-generator";

export function generateMetadata(): Promise<Metadata> {
  return generatorMetadata("LlmsTxtGenerator", "/tool/llms-txt");
}

export default function LlmsTxtGeneratorPage() {
  return (
    <GeneratorPage namespace="LlmsTxtGenerator" route="/tool/llms-txt" clientMessages={["ApiErrors.url"]}>
      <LlmsTxtGenerator />
    </GeneratorPage>
  );
}
