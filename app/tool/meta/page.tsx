import { generatorRoute } from "@/components/generator/generator-page";
import { MetaGeneratorForm } from "./_components/meta-generator";

const route = generatorRoute({ namespace: "MetaGenerator", route: "/tool/meta", Generator: MetaGeneratorForm });
export const generateMetadata = route.generateMetadata;
export default route.Page;
