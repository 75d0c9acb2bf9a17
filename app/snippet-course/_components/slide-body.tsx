import type { SlidePart } from "@/content/course-slide-body";
import { CodeBlock } from "./code-block";

/** What a slide teaches: paragraphs, bullet lists, numbered steps (a simple diagram) and code. */
export function SlideBody({ parts }: { parts: readonly SlidePart[] }) {
  return (
    <div className="space-y-4 text-sm leading-relaxed sm:text-base">
      {parts.map((part, index) => (
        <SlidePartView key={index} part={part} />
      ))}
    </div>
  );
}

function SlidePartView({ part }: { part: SlidePart }) {
  switch (part.kind) {
    case "text":
      return <p>{part.text}</p>;
    case "list":
      return (
        <ul className="list-disc space-y-1.5 pl-5 marker:text-indigo-500">
          {part.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case "steps":
      return (
        <ol className="space-y-2">
          {part.items.map((item, index) => (
            <li key={item} className="flex gap-3">
              <span aria-hidden className="bg-primary text-primary-foreground flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold">
                {index + 1}
              </span>
              <span>{item}</span>
            </li>
          ))}
        </ol>
      );
    case "code":
      return <CodeBlock label={part.label} code={part.code} />;
  }
}
