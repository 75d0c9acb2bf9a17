"use client";

import { useEffect, useState } from "react";

/**
 * False in the server-rendered HTML and until React has attached its handlers, then
 * true. Submit buttons use it to stay disabled while a click would do nothing.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
