"use client";

import { useState } from "react";
import { TriangleAlert } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { reportToolUse } from "@/lib/usage/report-tool-use";

type GeneratorTool = Parameters<typeof reportToolUse>[0];

/**
 * Output is empty until the visitor presses generate; from then on it
 * follows every keystroke. Each press is reported once to the usage statistics.
 */
export function useGenerator(tool: GeneratorTool): { generated: boolean; generate: () => void } {
  const [generated, setGenerated] = useState(false);
  return {
    generated,
    generate: () => {
      setGenerated(true);
      reportToolUse(tool);
    },
  };
}

/** What the generator left out of the output, and why (German, from lib/generators). */
export function ProblemList({ title, problems, testId }: { title: string; problems: string[]; testId?: string }) {
  if (problems.length === 0) return null;
  return (
    <Alert variant="warning" data-testid={testId}>
      <TriangleAlert aria-hidden />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <ul className="list-disc pl-4">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}
