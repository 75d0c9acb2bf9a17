/**
 * Prints the ADMIN_PASSWORD_HASH for a password (scrypt, lib/auth/password.ts).
 *
 *   npm run admin:hash-password            # asks for the password (input hidden)
 *   printf '%s' "$PW" | npm run -s admin:hash-password
 */
import { createInterface } from "node:readline";
import { hashPassword } from "../lib/auth/password";

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8").replace(/\r?\n$/, "");
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  // Hide the typed characters: echo nothing but the prompt.
  const output = rl as unknown as { _writeToOutput: (s: string) => void; output: NodeJS.WriteStream };
  process.stdout.write("Admin-Passwort: ");
  output._writeToOutput = () => {};
  const password = await new Promise<string>((resolve) => rl.question("", resolve));
  rl.close();
  process.stdout.write("\n");
  return password;
}

const password = await readPassword();
if (password.length < 12) {
  console.error("Bitte wählen Sie ein Passwort mit mindestens 12 Zeichen.");
  process.exit(1);
}
console.log(await hashPassword(password));
