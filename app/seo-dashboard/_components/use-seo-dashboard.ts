"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import type { SeoDashboard } from "@/lib/seo-dashboard/dashboard";
import { fetchJson } from "@/lib/client/fetch-json";

const REFRESH_MS = 5 * 60_000;
/** While a scan is queued or running, its progress is polled this often. */
const POLL_MS = 2_000;

/** True while the newest scan of the dashboard is queued or running. */
const scanPending = (d: SeoDashboard | null) => d?.latestScan?.status === "queued" || d?.latestScan?.status === "running";

/**
 * The dashboard's data for the shown domain: loads GET /api/seo/dashboard/{domain},
 * polls every POLL_MS while a scan is pending (REFRESH_MS otherwise), and starts scans
 * through POST /api/seo/scan. `show(domain)` switches to another domain and starts its
 * first scan when it has none.
 */
export function useSeoDashboard(initialDomain: string, initialData: SeoDashboard | null) {
  const t = useTranslations("SeoDashboard");
  const [domain, setDomain] = useState(initialDomain);
  const [data, setData] = useState<SeoDashboard | null>(initialData);
  const [loadError, setLoadError] = useState(false);
  const [loading, setLoading] = useState(false);
  const [starting, setStarting] = useState(false);
  const [scanError, setScanError] = useState<string | null>(null);
  const domainRef = useRef(domain);
  domainRef.current = domain;

  const load = useCallback(async (target: string): Promise<SeoDashboard | null> => {
    const result = await fetchJson<SeoDashboard>(`/api/seo/dashboard/${encodeURIComponent(target)}`, { messages: { failed: t("loadErrorText") } });
    if (!result.ok) {
      console.error(`SEO-Dashboard konnte nicht geladen werden: ${result.status} ${result.reason}: ${result.message}`);
      if (domainRef.current === target) setLoadError(true);
      return null;
    }
    if (domainRef.current === target) {
      setData(result.data);
      setLoadError(false);
    }
    return result.data;
  }, [t]);

  useEffect(() => {
    if (!initialData) void load(initialDomain);
  }, [initialData, initialDomain, load]);

  useEffect(() => {
    const timer = setInterval(() => void load(domainRef.current), scanPending(data) ? POLL_MS : REFRESH_MS);
    return () => clearInterval(timer);
  }, [data, load]);

  async function scan(target: string, monitor: boolean) {
    setStarting(true);
    setScanError(null);
    try {
      // Only the error is read: the dashboard loaded next shows the queued scan.
      const result = await fetchJson("/api/seo/scan", { body: { targetDomain: target, useGoogleAPI: false, monitor }, messages: { failed: t("loadErrorText") } });
      if (!result.ok) setScanError(result.message);
      await load(target);
    } finally {
      setStarting(false);
    }
  }

  async function show(target: string, monitor: boolean) {
    setDomain(target);
    domainRef.current = target;
    setLoading(true);
    setData(null);
    const dashboard = await load(target);
    setLoading(false);
    // A domain never scanned has nothing to show: "Analysieren" starts its first scan.
    if (dashboard && !dashboard.latestScan) await scan(target, monitor);
  }

  return { domain, data, loadError, loading, scanError, scanning: starting || scanPending(data), scan: (monitor: boolean) => scan(domain, monitor), show };
}
