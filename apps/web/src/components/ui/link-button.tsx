import { Link, type LinkProps } from 'react-router';
import { cn } from '@/lib/cn';
import { buttonVariants, type ButtonVariantProps } from './button';

type LinkButtonProps = LinkProps & ButtonVariantProps;

/** A link that looks like a button: navigation stays a real `<a href>` for the keyboard and new tabs. */
export function LinkButton({ className, variant, size, ...props }: LinkButtonProps) {
  return <Link className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
