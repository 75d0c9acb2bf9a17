"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { LIVE_TEST_EXAMPLES } from "@/content/live-test-examples";
import type { LiveTestForm } from "./live-test-request";

/** Example searches that fill topic, place and kind of search with one click (not while a test runs). */
export function LiveTestExamples({ disabled, onPick }: { disabled: boolean; onPick: (values: Pick<LiveTestForm, "query" | "location" | "searchType">) => void }) {
  const t = useTranslations("LiveTest");
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{t("examplesTitle")}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-wrap gap-2">
          {LIVE_TEST_EXAMPLES.map((ex) => (
            <li key={ex.label}>
              <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={() => onPick({ query: ex.query, location: ex.location, searchType: ex.searchType })}>
                {ex.label}
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
