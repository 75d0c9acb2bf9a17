/**
 * next-auth hands the message of an error thrown in `authorize` to the login form as
 * plain text, so a lock-out travels as its code and arguments in one string,
 * "admin.lockedOut?retryUnit=minutes&retryCount=15", and the form renders it from
 * messages/de.json "ApiErrors.admin.lockedOut". No server imports: the form reads it too.
 */

/** How long a locked-out client waits, as the message's ICU arguments (lib/limits retryParams). */
export interface LockedOutParams {
  retryUnit: "minutes" | "hours";
  retryCount: number;
}

const LOCKED_OUT = "admin.lockedOut";

/** The message of the error `authorize` throws while a login is locked out. */
export function lockedOutMessage(params: LockedOutParams): string {
  return `${LOCKED_OUT}?${new URLSearchParams({ retryUnit: params.retryUnit, retryCount: String(params.retryCount) })}`;
}

/**
 * The arguments of a lock-out message (lockedOutMessage), or null for any other error
 * text (next-auth's "CredentialsSignin" for wrong credentials, an unexpected error).
 */
export function lockedOutParams(message: string): LockedOutParams | null {
  const [code, query] = message.split("?", 2);
  if (code !== LOCKED_OUT || query === undefined) return null;
  const params = new URLSearchParams(query);
  const retryUnit = params.get("retryUnit");
  const retryCount = Number(params.get("retryCount"));
  if ((retryUnit !== "minutes" && retryUnit !== "hours") || !Number.isInteger(retryCount) || retryCount < 1) return null;
  return { retryUnit, retryCount };
}
