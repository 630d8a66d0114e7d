/** "March 2026". */
export function formatMonthYear(value: string): string {
  return new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' }).format(
    new Date(value),
  );
}
