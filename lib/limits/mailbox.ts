/**
 * Providers whose mailboxes ignore dots in the local part ("max.muster@gmail.com" and
 * "maxmuster@gmail.com" are one inbox), and the domain they deliver to: Gmail's help,
 * "Dots don't matter in Gmail addresses"; googlemail.com is Gmail's other domain.
 */
const DOTLESS_PROVIDERS: Record<string, string> = { "gmail.com": "gmail.com", "googlemail.com": "gmail.com" };

/**
 * The inbox an address delivers to, for counting e-mails per recipient: lower-cased,
 * without a "+tag" (sub-addressing, RFC 5233), and for providers that ignore dots in the
 * local part without them and under one domain; so "Max.Muster+1@googlemail.com" and
 * "maxmuster+2@gmail.com" count as one recipient.
 * @param email an address that passed the e-mail field's validation (one "@")
 * @returns the folded address, e.g. "maxmuster@gmail.com"
 */
export function mailboxOf(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  const domain = lower.slice(at + 1);
  let local = lower.slice(0, at).split("+")[0] ?? "";
  const dotless = DOTLESS_PROVIDERS[domain];
  if (dotless) local = local.replaceAll(".", "");
  return `${local}@${dotless ?? domain}`;
}
