import { ValidationErrorDetails } from '@lineup/contracts';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api-client';

type ServerFieldErrorsOptions<T extends FieldValues> = {
  setError: UseFormSetError<T>;
  /** The form field an issue's path belongs to; null when this form has none for it. */
  fieldOf: (path: string) => FieldPath<T> | null | undefined;
  /** Moves the focus to the first field that got a message. */
  focusFirst?: boolean;
};

/** The API's `validation_failed` issues carried by `error`, if that is what it holds. */
export function serverIssues(error: unknown): { path: string; message: string }[] {
  if (!isApiError(error)) return [];
  const parsed = ValidationErrorDetails.safeParse(error.details);
  return parsed.success ? parsed.data.issues : [];
}

/**
 * Shows the server's validation messages under the form's own fields (react-hook-form). Tells
 * whether every issue found a field, so a form can put what is left in its alert instead.
 */
export function setServerFieldErrors<T extends FieldValues>(
  error: unknown,
  { setError, fieldOf, focusFirst = false }: ServerFieldErrorsOptions<T>,
): { issues: number; placed: number; allPlaced: boolean } {
  const issues = serverIssues(error);
  let placed = 0;
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    if (!field) continue;
    setError(
      field,
      { type: 'server', message: issue.message },
      { shouldFocus: focusFirst && placed === 0 },
    );
    placed++;
  }
  return {
    issues: issues.length,
    placed,
    allPlaced: issues.length > 0 && placed === issues.length,
  };
}
