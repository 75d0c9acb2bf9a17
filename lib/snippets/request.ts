import { z } from "zod";

/** Body of POST /api/generate-snippet: brancheId and daten (placeholder → text). */
export const generateSnippetRequestSchema = z.object({
  brancheId: z.string({ error: "snippet.industryRequired" }).trim().min(1, "snippet.industryRequired").max(100),
  daten: z
    .record(z.string(), z.string({ error: "snippet.valueNotText" }), { error: "snippet.dataNotRecord" })
    .refine((d) => Object.keys(d).length <= 50, "snippet.tooManyPlaceholders")
    .default({}),
});
