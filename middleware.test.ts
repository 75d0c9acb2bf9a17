import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";

const state = vi.hoisted(() => ({ token: null as unknown }));
vi.mock("next-auth/jwt", () => ({ getToken: async () => state.token }));
vi.mock("@/lib/security/signed-value", () => ({ sessionSecret: () => "test-secret" }));

describe("middleware: the admin area without a session", () => {
  it("answers an admin API with 401 and the German text of its code, like the API routes", async () => {
    const { middleware } = await import("./middleware");
    const response = await middleware(new NextRequest("http://localhost/api/admin/dashboard"));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Bitte melden Sie sich als Administrator an.", code: "admin.signInRequired" });
  });

  it("sends an admin page to the login and lets a session through", async () => {
    const { middleware } = await import("./middleware");
    const page = await middleware(new NextRequest("http://localhost/admin/dashboard"));
    expect(page.status).toBe(307);
    expect(page.headers.get("location")).toBe("http://localhost/admin/login");
    state.token = { name: "admin" };
    expect((await middleware(new NextRequest("http://localhost/api/admin/dashboard"))).status).toBe(200);
    state.token = null;
  });
});
