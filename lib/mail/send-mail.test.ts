/**
 * sendMail through nodemailer to a real SMTP server on 127.0.0.1 (the smtp-server
 * package, started by the test), and into the outbox folder when no SMTP_HOST is set.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { freshModulesWithEnv } from "@/test/fresh-modules";
import { readableMail } from "@/test/outbox";
import { premiumAccessMail } from "./templates";

interface Received {
  from: string;
  to: string[];
  user: string | undefined;
  raw: string;
}

let server: SMTPServer;
let port: number;
const received: Received[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    authOptional: false,
    onAuth(auth, _session, callback) {
      if (auth.username === "mailer" && auth.password === "geheim") callback(null, { user: auth.username });
      else callback(new Error("Invalid username or password"));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith("@abgelehnt.example")) callback(new Error("Mailbox unavailable"));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          user: session.user as string | undefined,
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
    logger: false,
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

afterEach(() => {
  vi.unstubAllEnvs();
  delete (globalThis as { mailTransport?: unknown }).mailTransport;
});

async function loadSendMail(env: Record<string, string>) {
  freshModulesWithEnv(env);
  return (await import("./send-mail")).sendMail;
}

const mail = premiumAccessMail({ productNames: ["Premium FAQ-Generator"], amountText: "29,99 €", signInUrl: "https://ki-sichtbarkeit.example/confirm?token=abc123", validDays: 30 });

describe("sendMail over SMTP", () => {
  it("delivers through the configured server with authentication, from MAIL_FROM", async () => {
    const sendMail = await loadSendMail({ SMTP_HOST: "127.0.0.1", SMTP_PORT: String(port), SMTP_SECURE: "0", SMTP_USER: "mailer", SMTP_PASSWORD: "geheim", MAIL_FROM: "KI-Sichtbarkeit <hallo@ki-sichtbarkeit.example>" });
    const result = await sendMail({ to: "kunde@example.de", ...mail });
    expect(result.via).toBe("smtp");
    const last = received.at(-1)!;
    expect(last).toMatchObject({ from: "hallo@ki-sichtbarkeit.example", to: ["kunde@example.de"], user: "mailer" });
    const decoded = readableMail(last.raw);
    expect(decoded.subject).toBe("Ihr Premium-Zugang ist aktiviert");
    expect(decoded.body).toContain("https://ki-sichtbarkeit.example/confirm?token=abc123");
    expect(last.raw).toMatch(/Content-Type: text\/html/);
  });

  it("throws when the server refuses (wrong password, rejected recipient)", async () => {
    const wrongPassword = await loadSendMail({ SMTP_HOST: "127.0.0.1", SMTP_PORT: String(port), SMTP_USER: "mailer", SMTP_PASSWORD: "falsch" });
    await expect(wrongPassword({ to: "kunde@example.de", ...mail })).rejects.toThrow();
    delete (globalThis as { mailTransport?: unknown }).mailTransport;
    const sendMail = await loadSendMail({ SMTP_HOST: "127.0.0.1", SMTP_PORT: String(port), SMTP_USER: "mailer", SMTP_PASSWORD: "geheim" });
    await expect(sendMail({ to: "jemand@abgelehnt.example", ...mail })).rejects.toThrow(/Mailbox unavailable/);
  });
});

describe("sendMail without SMTP_HOST", () => {
  it("writes the complete message to the outbox folder and logs it", async () => {
    const outbox = mkdtempSync(path.join(tmpdir(), "outbox-"));
    const log = vi.spyOn(console, "info").mockImplementation(() => {});
    try {
      const sendMail = await loadSendMail({ SMTP_HOST: "", MAIL_OUTBOX_DIR: outbox });
      const countBefore = received.length;
      const result = await sendMail({ to: "kunde@example.de", ...mail });
      expect(result.via).toBe("outbox");
      expect(readdirSync(outbox)).toEqual([path.basename(result.file!)]);
      const raw = readFileSync(result.file!, "utf8");
      expect(raw).toMatch(/^To: kunde@example.de$/m);
      expect(raw).toMatch(/^Subject: Ihr Premium-Zugang ist aktiviert$/m);
      expect(log.mock.calls[0]![0]).toContain("confirm?token=abc123");
      expect(received.length).toBe(countBefore);
    } finally {
      log.mockRestore();
      rmSync(outbox, { recursive: true, force: true });
    }
  });
});
