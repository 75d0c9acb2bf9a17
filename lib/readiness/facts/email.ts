/**
 * E-mail addresses as sites write them, also "name(at)domain.de", without placeholders
 * and examples: the reserved example domains (RFC 2606, RFC 6761: example.com/.net/.org,
 * *.example, *.test, *.invalid), the German and English sample names of form fields
 * ("name@beispiel.de", "max.mustermann@…", "your@email.com", "name@domain.de").
 */

const EMAIL_RE = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/gu;
const PLACEHOLDER_LOCAL = /^(?:your|you|yourname|ihr|ihre|ihrname|name|vorname|nachname|vorname\.nachname|firstname|lastname|first\.last|max|max\.mustermann|mustermann|erika\.mustermann|test|beispiel|example|email|e-mail|mail|user|username|jemand|someone|xyz|abc|foo)$/i;
const PLACEHOLDER_DOMAIN = /(?:^|\.)(?:example|beispiel|muster|mustermann|musterfirma|domain|ihredomain|ihre-domain|deinedomain|your-?domain|yourcompany|firma|email|e-mail|mail|test|invalid|localhost)\.[a-z]{2,}$|\.(?:example|test|invalid|localhost)$|^(?:example|beispiel|domain)\./i;
/** Image and asset names that look like addresses ("logo@2x.png"). */
const FILE_ENDING = /\.(?:png|jpe?g|gif|webp|svg|css|js)$/i;

/** True when an address is a sample or placeholder, not a real mailbox. */
function isPlaceholderEmail(email: string): boolean {
  const [local = "", domain = ""] = email.toLowerCase().split("@");
  if (FILE_ENDING.test(domain)) return true;
  if (PLACEHOLDER_DOMAIN.test(domain)) return true;
  return /muster|beispiel|example/.test(local) || (PLACEHOLDER_LOCAL.test(local) && /^(?:domain|email|mail|web|provider|anbieter|firma|company)\./.test(domain));
}

/** E-mail addresses in a text, lower-cased and distinct, placeholders left out. */
export function emailsInText(text: string): string[] {
  if (!/@|\(at\)|\[at\]|\s\(?at\)?\s/i.test(text)) return [];
  const unobfuscated = text.replace(/\s*(?:\(at\)|\[at\]|\{at\})\s*/gi, "@").replace(/\s*(?:\(dot\)|\[dot\]|\(punkt\)|\[punkt\])\s*/gi, ".");
  const found = [...unobfuscated.matchAll(EMAIL_RE)].map((m) => m[0].replace(/\.+$/, "").toLowerCase());
  return [...new Set(found)].filter((e) => !isPlaceholderEmail(e));
}

/** The address of a mailto: link (RFC 6068), or undefined for none or a placeholder. */
export function emailOfMailto(href: string): string | undefined {
  let value = href;
  try {
    value = decodeURIComponent(href);
  } catch {
    // keep as written
  }
  const email = value.split("?")[0]!.trim().toLowerCase();
  return /^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/u.test(email) && !isPlaceholderEmail(email) ? email : undefined;
}
