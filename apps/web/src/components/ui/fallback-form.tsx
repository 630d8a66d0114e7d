import type { ReactNode } from 'react';
import { useHref } from 'react-router';

type FallbackFormProps = {
  /** The page the browser asks for when the app's scripts have not run (yet). */
  action: string;
  /** `post` for a change the server makes and answers with a redirect. */
  method?: 'get' | 'post';
  /** Sent along as hidden fields; empty values are left out. */
  fields?: Record<string, string | null | undefined>;
  className?: string;
  children: ReactNode;
};

/**
 * A GET form around controls whose click the app handles: before the scripts have arrived (or
 * with none at all), pressing one of its submit buttons asks the server for `action` with the
 * button's `name=value`, a page the server renders; once the app runs, the click does what it
 * always did and the submission is dropped. Buttons keep their role and keyboard behaviour.
 * A page's address stays in the page's language (the router's base); the API's is its own.
 */
export function FallbackForm({
  action,
  method = 'get',
  fields = {},
  className,
  children,
}: FallbackFormProps) {
  const page = useHref(action);
  return (
    <form
      method={method}
      action={action.startsWith('/api/') ? action : page}
      className={className}
      onSubmit={(event) => event.preventDefault()}
    >
      {Object.entries(fields).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      {children}
    </form>
  );
}
