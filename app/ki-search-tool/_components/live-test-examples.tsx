"use client";

import { PlainButton } from "@/components/ui/plain-button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { LIVE_TEST_EXAMPLES } from "@/content/live-test-examples";
import type { LiveTestForm } from "./live-test-request";

/** Example searches that fill topic, place and kind of search with one click (not while a test runs). */
export function LiveTestExamples({ title, disabled, onPick }: { title: string; disabled: boolean; onPick: (values: Pick<LiveTestForm, "query" | "location" | "searchType">) => void }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-wrap gap-2">
          {LIVE_TEST_EXAMPLES.map((ex) => (
            <li key={ex.label} className="max-w-full">
              {/* A long label wraps rather than widening the card past a 320 px screen (WCAG 1.4.10). */}
              <PlainButton type="button" variant="outline" size="sm" className="h-auto min-h-8 max-w-full py-1.5 text-left whitespace-normal" disabled={disabled} onClick={() => onPick({ query: ex.query, location: ex.location, searchType: ex.searchType })}>
                {ex.label}
              </PlainButton>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
