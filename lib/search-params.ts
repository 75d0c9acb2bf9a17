/** A page's searchParams prop (Next.js 16: a promise). */
export type PageSearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The first value of a query parameter that may be given several times. */
export function firstParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
