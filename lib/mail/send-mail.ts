import "server-only";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { getEnv } from "@/lib/env";

/** One e-mail: plain text always, HTML optional. */
export interface MailMessage {
  to: string;
  /** Where replies go, e.g. the buyer of an order the operator receives. */
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

export interface SentMail {
  /** "smtp" when handed to the SMTP server, "outbox" when written to MAIL_OUTBOX_DIR. */
  via: "smtp" | "outbox";
  messageId: string;
  /** The .eml file, for the outbox. */
  file?: string;
}

const cache = globalThis as unknown as { mailTransport?: { key: string; transport: Transporter } };

function transport(): { via: SentMail["via"]; transport: Transporter } {
  const env = getEnv();
  const via = env.SMTP_HOST ? "smtp" : "outbox";
  const key = JSON.stringify([env.SMTP_HOST, env.SMTP_PORT, env.SMTP_SECURE, env.SMTP_USER]);
  if (cache.mailTransport?.key !== key) {
    const created = env.SMTP_HOST
      ? nodemailer.createTransport({
          host: env.SMTP_HOST,
          port: env.SMTP_PORT,
          secure: env.SMTP_SECURE,
          auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASSWORD ?? "" } : undefined,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 20_000,
        })
      : // Builds the complete RFC 5322 message without sending it, so the outbox holds what SMTP would have carried.
        nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
    cache.mailTransport = { key, transport: created };
  }
  return { via, transport: cache.mailTransport.transport };
}

/**
 * Sends an e-mail from MAIL_FROM through the SMTP server of SMTP_HOST/PORT/SECURE/
 * USER/PASSWORD. Without SMTP_HOST (a fresh machine), the message is written as an
 * .eml file to MAIL_OUTBOX_DIR and its text is logged, so links in it can be used.
 * @throws Error from nodemailer when the SMTP server refuses or cannot be reached
 */
export async function sendMail(message: MailMessage): Promise<SentMail> {
  const env = getEnv();
  const { via, transport: mailer } = transport();
  const info = await mailer.sendMail({ from: env.MAIL_FROM, to: message.to, replyTo: message.replyTo, subject: message.subject, text: message.text, html: message.html, headers: message.headers });
  if (via === "smtp") return { via, messageId: info.messageId };

  const dir = path.resolve(env.MAIL_OUTBOX_DIR);
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${info.messageId.replace(/[^a-z0-9]+/gi, "").slice(0, 24)}.eml`);
  await writeFile(file, (info as unknown as { message: Buffer }).message);
  console.info(`[mail] Kein SMTP_HOST gesetzt – E-Mail an ${message.to} abgelegt in ${file}\nBetreff: ${message.subject}\n${message.text}`);
  return { via, messageId: info.messageId, file };
}
