import { generatorRoute } from "@/components/generator/generator-page";
import { RobotsGeneratorForm } from "./_components/robots-generator";

const route = generatorRoute({ namespace: "RobotsGenerator", route: "/tool/robots", Generator: RobotsGeneratorForm });
export const generateMetadata = route.generateMetadata;
export default route.Page;
