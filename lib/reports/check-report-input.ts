import { z } from "zod";

/**
 * What POST /api/website-check/report accepts: the check result the visitor's browser
 * holds (the server keeps none), reduced to what the report prints, with bounds so a
 * crafted body cannot make a huge PDF.
 */

const text = (max: number) => z.string().max(max, "report.textTooLong");

const findingSchema = z.object({
  id: text(100),
  status: z.enum(["pass", "warn", "fail", "info"]),
  label: text(300),
  evidence: text(3000),
  points: z.number().min(0).max(1000),
  maxPoints: z.number().min(0).max(1000),
  action: text(2000).optional(),
});

export const checkReportInputSchema = z.object({
  result: z.object({
    overallScore: z.number().int().min(0).max(100),
    trafficLight: z.object({ level: z.enum(["green", "yellow", "red"]), label: text(100) }),
    finalUrl: z.url({ protocol: /^https?$/, error: "report.urlInvalid" }),
    checkedAt: z.iso.datetime({ offset: true, error: "report.dateInvalid" }),
    cappedBy: z.array(text(500)).max(20),
    categories: z
      .array(z.object({ id: text(50), name: text(100), description: text(500).optional(), weight: z.number().min(0).max(100), score: z.number().min(0).max(100), findings: z.array(findingSchema).max(40) }))
      .min(1)
      .max(12),
    actions: z.array(z.object({ text: text(2000) })).max(60),
  }),
  /** Shown on the cover for agencies that hand the report to a client. */
  agencyName: text(100).trim().optional().transform((v) => v || undefined),
  /** The business kind the checker assumed, as shown on the result page. */
  businessKind: text(100).trim().optional().transform((v) => v || undefined),
});

/**
 * The body limit of POST /api/website-check/report, in bytes: a result at the schema's
 * maximum (12 categories of 40 findings with every text at its length, 60 actions: about
 * 2.73 million characters) written as UTF-8 with 3 bytes per character (the most a BMP
 * character takes; JSON.stringify leaves non-ASCII unescaped), plus the JSON around it.
 */
export const CHECK_REPORT_BODY_LIMIT_BYTES = 9 * 1024 * 1024;

export type CheckReportInput = z.output<typeof checkReportInputSchema>;

/** "ki-readiness-www.praxis.de-2026-11-24.pdf" */
export function reportFileName(input: CheckReportInput): string {
  return `ki-readiness-${new URL(input.result.finalUrl).host.replace(/[^a-z0-9.-]/gi, "_")}-${input.result.checkedAt.slice(0, 10)}.pdf`;
}
