import { clientIp } from "@/lib/api/client-meta";
import { parseJsonBody, withErrorResponse } from "@/lib/api/errors";
import { enforceLimit } from "@/lib/limits/limits";
import { CHECK_REPORT_BODY_LIMIT_BYTES, checkReportInputSchema, reportFileName } from "@/lib/reports/check-report-input";
import { cpuTaskApiError, runCpuTask } from "@/lib/workers/pool";

export const dynamic = "force-dynamic";

/**
 * POST /api/website-check/report {result, agencyName?, businessKind?}: the PDF report
 * of a check result the browser sends (the server stores no check results), as an
 * attachment; 400 {error} in German for a body that is not a valid result, 429 over
 * the client's hourly limit of reports (lib/limits/definitions.ts "checkReport"). The PDF is
 * drawn in the CPU worker pool (lib/workers/pool.ts): 422 "cpu.reportTooComplex" past its
 * deadline or memory, 503 "cpu.busy" with Retry-After when every worker is busy; 413
 * over the body limit that fits the schema's largest result.
 */
export const POST = withErrorResponse(async (request: Request) => {
  const input = await parseJsonBody(request, checkReportInputSchema);
  await enforceLimit("checkReport", clientIp(request.headers));
  const pdf = await runCpuTask("checkReportPdf", input).catch((error: unknown) => {
    throw cpuTaskApiError(error, "cpu.reportTooComplex");
  });
  return new Response(new Blob([pdf as Uint8Array<ArrayBuffer>], { type: "application/pdf" }), {
    headers: { "Content-Disposition": `attachment; filename="${reportFileName(input)}"`, "Cache-Control": "no-store" },
  });
}, { maxBodyBytes: CHECK_REPORT_BODY_LIMIT_BYTES });
