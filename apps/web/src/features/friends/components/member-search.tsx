import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import SearchIcon from 'lucide-react/icons/search';
import { useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { friendSearchQueryOptions } from '../api/friends-api';
import { SEARCH_HINT, SEARCH_MIN_LENGTH } from '../friend-messages';
import { FriendActionButtons } from './friend-action-buttons';
import { MemberRow } from './member-row';

export const SEARCH_DEBOUNCE_MS = 250;

/** Find members by any part of their username and add them, answer or cancel right there. */
export function MemberSearch({ viewerId }: { viewerId: string }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [text, setText] = useState('');
  const term = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const ready = term.length >= SEARCH_MIN_LENGTH;
  const query = useQuery({ ...friendSearchQueryOptions(viewerId, term), enabled: ready });
  const members = ready ? query.data?.members : undefined;

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {t`Find friends`}
      </h2>
      <form role="search" onSubmit={(event) => event.preventDefault()} className="relative">
        <label htmlFor={`${id}-input`} className="sr-only">
          {t`Search members by username`}
        </label>
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-[1.125rem] -translate-y-1/2 text-muted"
        />
        <Input
          id={`${id}-input`}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t`Search by username`}
          autoComplete="off"
          spellCheck={false}
          maxLength={30}
          aria-describedby={`${id}-hint`}
          className="pl-10"
        />
      </form>
      <p id={`${id}-hint`} className="sr-only">
        {i18n._(SEARCH_HINT)}
      </p>

      {text.trim().length > 0 && text.trim().length < SEARCH_MIN_LENGTH ? (
        <p className="text-sm text-muted">{i18n._(SEARCH_HINT)}</p>
      ) : null}
      {ready && query.isPending ? (
        <Spinner size="sm" label={t`Searching members`} showLabel />
      ) : null}
      {ready && query.isError ? (
        <p role="alert" className="text-sm font-medium text-coral-700">
          {isApiError(query.error) ? query.error.message : t`The search did not work.`}{' '}
          <button
            type="button"
            className="cursor-pointer font-semibold underline"
            onClick={() => void query.refetch()}
          >
            {t`Try again`}
          </button>
        </p>
      ) : null}
      {members && members.length === 0 ? (
        <p role="status" className="text-sm text-muted">
          {t`No members match “${term}”.`}
        </p>
      ) : null}
      {members && members.length > 0 ? (
        <ul aria-label={t`Members found`} className="flex flex-col gap-2">
          {members.map((member) => (
            <li key={member.id}>
              <MemberRow member={member}>
                <FriendActionButtons
                  viewerId={viewerId}
                  member={member}
                  relation={member.relation}
                />
              </MemberRow>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
