import type { Metadata } from "next";
import { GeneratorPage, generatorMetadata } from "@/components/generator/generator-page";
import { SchemaGenerator } from "./_components/schema-generator";

export function generateMetadata(): Promise<Metadata> {
  return generatorMetadata("SchemaGenerator", "/tool/schema");
}

export default function SchemaGeneratorPage() {
  return (
    <GeneratorPage namespace="SchemaGenerator" route="/tool/schema" clientMessages={["OpeningHours"]}>
      <SchemaGenerator />
    </GeneratorPage>
  );
}
