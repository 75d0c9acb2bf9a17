"use client";

import { useEffect, useState } from "react";
import type { Prefill, PrefillTool } from "./prefill";

/**
 * Hands a pre-fill from the checker to a generator inside the visitor's browser:
 * sessionStorage of this tab, read once by the generator opened with `?aus=checker`.
 * Nothing of it reaches the server (the imprint promises that for the check's data).
 */

const FROM_CHECKER_PARAM = "aus";
const FROM_CHECKER_VALUE = "checker";

function key(tool: PrefillTool): string {
  return `ki-sichtbarkeit:prefill:${tool}`;
}

/** Stores the pre-fill for its generator; false when the browser refuses storage (private mode, quota). */
export function storePrefill(prefill: Prefill): boolean {
  try {
    sessionStorage.setItem(key(prefill.tool), JSON.stringify(prefill.data));
    return true;
  } catch {
    return false;
  }
}

/** The generator's URL that reads the stored pre-fill. */
export function prefillHref(tool: PrefillTool): string {
  return `${tool}?${FROM_CHECKER_PARAM}=${FROM_CHECKER_VALUE}`;
}

type DataByTool = { [P in Prefill as P["tool"]]: P["data"] };
type DataOf<T extends PrefillTool> = DataByTool[T];

/** The pre-fill stored for this generator when the page was opened from the checker; null otherwise (also before mount). */
export function usePrefill<T extends PrefillTool>(tool: T): DataOf<T> | null {
  const [data, setData] = useState<DataOf<T> | null>(null);
  useEffect(() => {
    if (new URLSearchParams(window.location.search).get(FROM_CHECKER_PARAM) !== FROM_CHECKER_VALUE) return;
    try {
      const raw = sessionStorage.getItem(key(tool));
      if (raw) setData(JSON.parse(raw) as DataOf<T>);
    } catch {
      // storage unavailable or damaged: the generator opens empty, as without the checker
    }
  }, [tool]);
  return data;
}
