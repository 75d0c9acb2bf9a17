import { generatorRoute } from "@/components/generator/generator-page";
import { LlmsTxtGenerator } from "./_components/llms-txt-generator";

const route = generatorRoute({ namespace: "LlmsTxtGenerator", route: "/tool/llms-txt", clientMessages: ["ApiErrors.url"], Generator: LlmsTxtGenerator });
export const generateMetadata = route.generateMetadata;
export default route.Page;
