import { createTranslator, type NamespaceKeys, type NestedKeyOf } from "use-intl/core";
import messages from "@/messages/de.json";

/**
 * The onError of the server's translators (API errors, mails, checker findings, the PDF
 * report, SEO issues, snippets, test helpers): a missing message or argument is a bug in
 * the caller, and use-intl's default would log it and show or send the key instead.
 */
function throwMessageError(error: Error): never {
  throw error;
}

type Catalogue = typeof messages;

/**
 * The one server-side translator set-up: German messages/de.json, `namespace` (or the whole
 * catalogue without one), a missing message or argument thrown (throwMessageError). Call it
 * once per module, not per text.
 * @param namespace e.g. "ApiErrors"
 * @returns use-intl's translator of that namespace
 */
export function strictTranslator<const Namespace extends NamespaceKeys<Catalogue, NestedKeyOf<Catalogue>> = never>(namespace?: Namespace) {
  return createTranslator<Catalogue, Namespace>({ locale: "de", messages, namespace, onError: throwMessageError });
}
