import { generatorRoute } from "@/components/generator/generator-page";
import { SchemaGenerator } from "./_components/schema-generator";

const route = generatorRoute({ namespace: "SchemaGenerator", route: "/tool/schema", clientMessages: ["OpeningHours"], Generator: SchemaGenerator });
export const generateMetadata = route.generateMetadata;
export default route.Page;
