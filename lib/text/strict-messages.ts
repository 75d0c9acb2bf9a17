/**
 * The onError of the server's createTranslator set-ups (lib/api/errors.ts, lib/mail,
 * lib/seo-crawl, lib/snippets): a missing message or argument is a bug in the caller,
 * and use-intl's default would log it and show or send the key instead.
 */
export function throwMessageError(error: Error): never {
  throw error;
}
