import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/** A raw RFC 5322 message with its headers and its quoted-printable soft breaks and "=3D" undone, so links can be matched. */
export interface ReadableMail {
  to: string;
  subject: string;
  /** The whole message, decoded enough to search for links. */
  body: string;
}

/** Decodes a raw message as nodemailer writes it (quoted-printable parts, LF or CRLF). */
export function readableMail(raw: string): ReadableMail {
  const body = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  return { to: /^To: (.*?)\r?$/m.exec(raw)?.[1] ?? "", subject: /^Subject: (.*?)\r?$/m.exec(raw)?.[1] ?? "", body };
}

/** The .eml files of an outbox folder (MAIL_OUTBOX_DIR), oldest first. */
export async function readOutbox(dir: string): Promise<ReadableMail[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith(".eml")).sort();
  return Promise.all(files.map(async (f) => readableMail(await readFile(path.join(dir, f), "utf8"))));
}

/** The token of the first /confirm?token=… link in a mail body, or undefined. */
export function confirmTokenIn(body: string): string | undefined {
  return /\/confirm\?token=([A-Za-z0-9_-]+)/.exec(body)?.[1];
}
