import { useLingui } from '@lingui/react/macro';
import EyeIcon from 'lucide-react/icons/eye';
import EyeOffIcon from 'lucide-react/icons/eye-off';
import { useState, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { Input } from './input';

/** A password box with a button that shows what was typed (handy on a phone keyboard). */
export function PasswordInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input type={visible ? 'text' : 'password'} className={cn('pr-12', className)} {...props} />
      <button
        type="button"
        onClick={() => setVisible((shown) => !shown)}
        aria-label={visible ? t`Hide password` : t`Show password`}
        aria-pressed={visible}
        className="absolute inset-y-0 right-0 flex w-11 cursor-pointer items-center justify-center rounded-r-xl text-muted transition-colors hover:text-ink"
      >
        {visible ? (
          <EyeOffIcon aria-hidden="true" className="size-[1.125rem]" />
        ) : (
          <EyeIcon aria-hidden="true" className="size-[1.125rem]" />
        )}
      </button>
    </div>
  );
}
