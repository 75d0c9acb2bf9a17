import { cn } from "@/lib/utils";

/** The column headings (`<thead>`) of an admin table, one `<th scope="col">` a label. */
export function AdminTableHead({ labels, className, cellClassName }: { labels: string[]; className?: string; cellClassName: string }) {
  return (
    <thead className={cn("text-muted-foreground border-b", className)}>
      <tr>
        {labels.map((label) => (
          <th key={label} scope="col" className={cellClassName}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
