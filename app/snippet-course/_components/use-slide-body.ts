"use client";

import { useEffect, useState } from "react";
import type { SlidePart } from "@/content/course-slide-body";
import { fetchJson } from "@/lib/client/fetch-json";
import type { SlideBodyState } from "./slide-panel";

/**
 * The body of slide `id`: the one the page gave (free preview), else fetched from
 * /api/course/slides/{id}, which answers only buyers (premium cookie).
 */
export function useSlideBody(id: number, given: readonly SlidePart[] | null, enabled: boolean): SlideBodyState {
  const [fetched, setFetched] = useState<ReadonlyMap<number, readonly SlidePart[] | "failed">>(() => new Map());
  const known = fetched.get(id);
  const needed = enabled && !given && known === undefined;

  useEffect(() => {
    if (!needed) return;
    const controller = new AbortController();
    void fetchJson<{ body: SlidePart[] }>(`/api/course/slides/${id}`, { signal: controller.signal }).then((result) => {
      if (!result.ok && result.reason === "aborted") return;
      setFetched((map) => new Map(map).set(id, result.ok ? result.data.body : "failed"));
    });
    return () => controller.abort();
  }, [id, needed]);

  if (given) return { status: "ready", parts: given };
  if (known === "failed") return { status: "failed" };
  if (known) return { status: "ready", parts: known };
  return { status: "loading" };
}
