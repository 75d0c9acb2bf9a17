/**
 * The onError of the server's createTranslator set-ups (API errors, mails, checker findings,
 * the PDF report, SEO issues, snippets, test helpers): a missing message or argument is a bug in the caller,
 * and use-intl's default would log it and show or send the key instead.
 */
export function throwMessageError(error: Error): never {
  throw error;
}
