import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, Username } from '@lineup/contracts';
import { z } from 'zod';
import { weakPasswordReason } from '@/lib/password-strength';

/** Form schemas of the account screens, built from the shared contracts' rules. */

export const EmailAddress = z
  .string()
  .trim()
  .min(1, { error: 'Enter your e-mail address.' })
  .pipe(z.email({ error: 'Enter a valid e-mail address, like name@example.com.' }));

export const NewPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: `Use at least ${PASSWORD_MIN_LENGTH} characters.` })
  .max(PASSWORD_MAX_LENGTH, { error: `Use at most ${PASSWORD_MAX_LENGTH} characters.` });

export const SignInForm = z.object({
  email: EmailAddress,
  password: z.string().min(1, { error: 'Enter your password.' }),
});
export type SignInForm = z.infer<typeof SignInForm>;

export const EmailForm = z.object({ email: EmailAddress });
export type EmailForm = z.infer<typeof EmailForm>;

export const SignUpForm = z
  .object({
    email: EmailAddress,
    // Left empty, the server uses the part of the e-mail before the @ (docs/product.md §5).
    username: z.union([z.literal(''), Username]),
    password: NewPassword,
  })
  .superRefine(async (form, ctx) => {
    // The server's rule, judged with the same personal words, before anything is sent.
    const reason = await weakPasswordReason(form.password, [form.email, form.username]);
    if (reason) ctx.addIssue({ code: 'custom', path: ['password'], message: reason });
  });
export type SignUpForm = z.infer<typeof SignUpForm>;

export const ResetPasswordForm = z
  .object({ password: NewPassword, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    error: 'The two passwords do not match.',
  })
  .superRefine(async (form, ctx) => {
    const reason = await weakPasswordReason(form.password);
    if (reason) ctx.addIssue({ code: 'custom', path: ['password'], message: reason });
  });
export type ResetPasswordForm = z.infer<typeof ResetPasswordForm>;

/**
 * docs/product.md §5: the sign-up username defaults to the part of the e-mail before the @. Usernames
 * allow letters, digits, dots and underscores, so other characters are dropped.
 */
export function usernameFromEmail(email: string): string {
  return (email.split('@')[0] ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_.]/g, '')
    .slice(0, 30);
}
