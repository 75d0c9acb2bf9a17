import { generatorRoute } from "@/components/generator/generator-page";
import { businessTypeOptions } from "@/lib/snippets/library";
import { SchemaGenerator } from "./_components/schema-generator";

/** The generator with the snippet library's types, read on the server so the library's templates stay out of the browser bundle. */
function SchemaGeneratorWithTypes() {
  return <SchemaGenerator businessTypes={businessTypeOptions()} />;
}

const route = generatorRoute({ namespace: "SchemaGenerator", route: "/tool/schema", clientMessages: ["OpeningHours"], Generator: SchemaGeneratorWithTypes });
export const generateMetadata = route.generateMetadata;
export default route.Page;
