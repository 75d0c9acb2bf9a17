import { z } from "zod";

/** Body of POST /api/generate-snippet: brancheId and daten (placeholder → text). */
export const generateSnippetRequestSchema = z.object({
  brancheId: z.string({ error: "Bitte wählen Sie eine Branche." }).trim().min(1, "Bitte wählen Sie eine Branche.").max(100),
  daten: z
    .record(z.string(), z.string({ error: "Jeder Wert muss Text sein." }), { error: "„daten“ muss eine Zuordnung von Platzhalter zu Text sein." })
    .refine((d) => Object.keys(d).length <= 50, "Zu viele Platzhalter.")
    .default({}),
});
