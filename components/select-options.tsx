/** The `<option>`s of a select over a fixed list of values, each shown as `label(value)`. */
export function SelectOptions<T extends string | number>({ values, label }: { values: readonly T[]; label: (value: T) => string }) {
  return (
    <>
      {values.map((value) => (
        <option key={value} value={value}>
          {label(value)}
        </option>
      ))}
    </>
  );
}
