/**
 * The orders view's data and CSV export: every purchase with its state, the CSV as
 * German Excel expects it, and GET /api/admin/orders/export behind the admin session.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { PrismaClient } from "@/generated/prisma/client";
import { useTestDatabase } from "@/test/database-per-describe";
import { testDatabases } from "@/test/test-db";

const state = vi.hoisted(() => ({ session: null as unknown, db: null as unknown }));
vi.mock("next-auth", () => ({ getServerSession: async () => state.session }));
vi.mock("@/lib/db", () => ({ getDb: async () => state.db }));

const { listOrders, ordersCsv, ORDER_CSV_COLUMNS } = await import("@/lib/admin/orders");
const { GET } = await import("./route");

describe.each(testDatabases())("orders on $name", (database) => {
  let db: PrismaClient;
  useTestDatabase(database, { onOpen: (client) => void (state.db = db = client), tables: ["emailToken", "purchase"] });
  beforeEach(async () => {
    await db.purchase.createMany({
      data: [
        { paymentIntentId: "pi_course000001", product: "snippet_course", amountCents: 9_700, currency: "eur", email: "kursbuch@example.de", createdAt: new Date("2026-03-01T09:30:00Z"), accessGrantedAt: new Date("2026-03-01T09:31:00Z") },
        { paymentIntentId: "pi_faq000000002", product: "gmb-faq", amountCents: 2_999, currency: "eur", email: null, createdAt: new Date("2026-03-02T18:05:00Z") },
        { paymentIntentId: "pi_snippet00003", product: "snippet", snippetId: "zahnarztpraxis", amountCents: 999, currency: "eur", email: '=HYPERLINK("http://x";"y")@evil.example', createdAt: new Date("2026-03-03T23:15:00Z"), ownerNotifiedAt: new Date("2026-03-03T23:15:02Z") },
      ],
    });
  });

  it("lists every purchase newest first, with product name, state and access", async () => {
    const { orders, total } = await listOrders(db);
    expect(total).toBe(3);
    expect(orders.map((o) => [o.paymentIntentId, o.productName, o.state, o.access, o.service])).toEqual([
      ["pi_snippet00003", "KI-Snippet: Zahnarztpraxis", "paid", "service", true],
      ["pi_faq000000002", "Premium FAQ-Generator", "paid", "not-granted", false],
      ["pi_course000001", "Online-Kurs: KI-Snippets & GEO", "paid", "granted", false],
    ]);
    expect((await listOrders(db, 1)).orders).toHaveLength(1);
  });

  it("shows a refunded or disputed purchase with its state and its access taken back, in the list and the CSV", async () => {
    await db.purchase.update({ where: { paymentIntentId: "pi_course000001" }, data: { refundedAt: new Date("2026-03-05T10:00:00Z") } });
    await db.purchase.update({ where: { paymentIntentId: "pi_faq000000002" }, data: { disputedAt: new Date("2026-03-06T10:00:00Z") } });
    const { orders } = await listOrders(db);
    expect(orders.map((o) => [o.paymentIntentId, o.state, o.access])).toEqual([
      ["pi_snippet00003", "paid", "service"],
      ["pi_faq000000002", "disputed", "revoked"],
      ["pi_course000001", "refunded", "revoked"],
    ]);
    const lines = ordersCsv(orders).trimEnd().split("\r\n");
    expect(lines[2]).toBe("02.03.2026 19:05;Premium FAQ-Generator;29,99;EUR;;Angefochten;Entzogen;;pi_faq000000002");
    expect(lines[3]).toBe("01.03.2026 10:30;Online-Kurs: KI-Snippets & GEO;97,00;EUR;kursbuch@example.de;Erstattet;Entzogen;;pi_course000001");
  });

  it("exports a CSV for German Excel: BOM, semicolons, German dates and decimal commas, no formulas", async () => {
    const csv = ordersCsv((await listOrders(db)).orders);
    expect(csv.startsWith("\uFEFFDatum;Produkt;Betrag;Währung;E-Mail;Zahlungsstatus;Zugang freigeschaltet;Betreiber benachrichtigt;PaymentIntent\r\n")).toBe(true);
    const lines = csv.slice(1).trimEnd().split("\r\n");
    expect(lines).toHaveLength(4);
    expect(lines[0]!.split(";")).toEqual([...ORDER_CSV_COLUMNS]);
    // 23:15 UTC on 3 March is 00:15 on 4 March in Berlin.
    expect(lines[1]).toBe(`04.03.2026 00:15;KI-Snippet: Zahnarztpraxis;9,99;EUR;"'=HYPERLINK(""http://x"";""y"")@evil.example";Bezahlt;– (Dienstleistung);04.03.2026 00:15;pi_snippet00003`);
    expect(lines[2]).toBe("02.03.2026 19:05;Premium FAQ-Generator;29,99;EUR;;Bezahlt;Nein;;pi_faq000000002");
    expect(lines[3]).toBe("01.03.2026 10:30;Online-Kurs: KI-Snippets & GEO;97,00;EUR;kursbuch@example.de;Bezahlt;Ja (01.03.2026 10:31);;pi_course000001");
  });

  it("GET /api/admin/orders/export answers 401 without a session and the CSV as a download with one", async () => {
    state.session = null;
    expect((await GET()).status).toBe(401);
    state.session = { user: { name: "admin" }, expires: "2099-01-01" };
    const response = await GET();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="bestellungen-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain("pi_course000001");
  });
});
