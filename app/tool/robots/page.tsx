import type { Metadata } from "next";
import { GeneratorPage, generatorMetadata } from "@/components/generator/generator-page";
import { RobotsGeneratorForm } from "./_components/robots-generator";

export function generateMetadata(): Promise<Metadata> {
  return generatorMetadata("RobotsGenerator", "/tool/robots");
}

export default function RobotsGeneratorPage() {
  return (
    <GeneratorPage namespace="RobotsGenerator" route="/tool/robots">
      <RobotsGeneratorForm />
    </GeneratorPage>
  );
}
