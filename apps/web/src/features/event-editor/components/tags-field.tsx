import { useLingui } from '@lingui/react/macro';
import { EVENT_TAG_MAX, EVENT_TAGS_MAX, normaliseTag } from '@lineup/contracts';
import XIcon from 'lucide-react/icons/x';
import { useId, useState, type KeyboardEvent } from 'react';
import { fieldClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

type TagsFieldProps = {
  value: string[];
  onChange: (tags: string[]) => void;
  error?: string;
};

/** Tags as chips: type a word, Enter or comma adds it; at most 10 (docs/product.md "Event"). */
export function TagsField({ value, onChange, error }: TagsFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const messageId = `${id}-message`;
  const [draft, setDraft] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const full = value.length >= EVENT_TAGS_MAX;
  const tagMax = EVENT_TAG_MAX;
  const tagsMax = EVENT_TAGS_MAX;

  /** Adds each of `raws` that is new, stopping at the limit; says why any was left out. */
  const add = (...raws: string[]) => {
    setDraft('');
    const next = [...value];
    let problem: string | null = null;
    for (const raw of raws) {
      const tag = normaliseTag(raw);
      if (!tag) continue;
      if (next.includes(tag)) problem = t`"${tag}" is already there.`;
      else if (tag.length > EVENT_TAG_MAX) {
        problem = t`Keep each tag under ${tagMax} characters.`;
      } else if (next.length >= EVENT_TAGS_MAX) problem = t`Use at most ${tagsMax} tags.`;
      else next.push(tag);
    }
    setNote(problem);
    if (next.length !== value.length) onChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add(draft);
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  const added = value.length;
  const message = error ?? note ?? t`${added} of ${tagsMax}. Press Enter after each tag.`;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{t`Tags`}</Label>
      {value.length > 0 ? (
        <ul aria-label={t`Tags added`} className="flex flex-wrap gap-2">
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-ocean-50 py-1 pr-1 pl-3 text-sm font-medium text-ocean-800"
            >
              {tag}
              <button
                type="button"
                aria-label={t`Remove tag ${tag}`}
                onClick={() => onChange(value.filter((other) => other !== tag))}
                className="inline-flex size-7 cursor-pointer items-center justify-center rounded-full hover:bg-ocean-100"
              >
                <XIcon aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <input
          id={id}
          value={draft}
          disabled={full}
          enterKeyHint="done"
          autoCapitalize="none"
          placeholder={
            full ? t`That is the most tags an event can have` : t`longboard, sunset, free`
          }
          aria-invalid={error ? true : undefined}
          aria-describedby={messageId}
          onChange={(event) => {
            const text = event.target.value;
            // A comma typed (or pasted) ends a tag, also on phone keyboards without key events.
            if (text.includes(',')) {
              const parts = text.split(',');
              add(...parts.slice(0, -1));
              setDraft(parts.at(-1) ?? '');
            } else {
              setDraft(text);
            }
          }}
          onKeyDown={onKeyDown}
          onBlur={() => (draft.trim() ? add(draft) : undefined)}
          className={cn(fieldClasses, 'h-11 flex-1')}
        />
      </div>
      <p
        id={messageId}
        aria-live="polite"
        className={cn('text-sm', error ? 'font-medium text-coral-700' : 'text-muted')}
      >
        {message}
      </p>
    </div>
  );
}
