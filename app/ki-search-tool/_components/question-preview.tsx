/**
 * The questions a test asks, shown before it starts (live test and monitor sign-up) and
 * while it runs, so the visitor sees what the assistants are asked.
 */
export function QuestionPreview({ title, questions, testId, className = "" }: { title: string; questions: string[]; testId: string; className?: string }) {
  if (questions.length === 0) return null;
  return (
    <div className={`rounded-lg text-sm ${className}`} data-testid={testId}>
      <p className="font-medium">{title}</p>
      <ul className="mt-1 list-disc pl-5">
        {questions.map((q) => (
          <li key={q}>„{q}“</li>
        ))}
      </ul>
    </div>
  );
}
