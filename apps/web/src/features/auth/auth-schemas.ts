import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, Username } from '@lineup/contracts';
import { z } from 'zod';
import { weakPasswordReason } from '@/lib/password-strength';

/**
 * Form schemas of the account screens, built from the shared contracts' rules, with their
 * messages in the page's language.
 */

export function emailAddress(i18n: I18n) {
  return z
    .string()
    .trim()
    .min(1, { error: i18n._(msg`Enter your e-mail address.`) })
    .pipe(z.email({ error: i18n._(msg`Enter a valid e-mail address, like name@example.com.`) }));
}

export function newPassword(i18n: I18n) {
  const min = PASSWORD_MIN_LENGTH;
  const max = PASSWORD_MAX_LENGTH;
  return z
    .string()
    .min(min, { error: i18n._(msg`Use at least ${min} characters.`) })
    .max(max, { error: i18n._(msg`Use at most ${max} characters.`) });
}

export function signInFormSchema(i18n: I18n) {
  return z.object({
    email: emailAddress(i18n),
    password: z.string().min(1, { error: i18n._(msg`Enter your password.`) }),
  });
}
export type SignInForm = z.infer<ReturnType<typeof signInFormSchema>>;

export function emailFormSchema(i18n: I18n) {
  return z.object({ email: emailAddress(i18n) });
}
export type EmailForm = z.infer<ReturnType<typeof emailFormSchema>>;

export function signUpFormSchema(i18n: I18n) {
  return z
    .object({
      email: emailAddress(i18n),
      // Left empty, the server uses the part of the e-mail before the @ (docs/product.md §5).
      username: z.union([z.literal(''), Username]),
      password: newPassword(i18n),
    })
    .superRefine(async (form, ctx) => {
      // The server's rule, judged with the same personal words, before anything is sent.
      const reason = await weakPasswordReason(form.password, [form.email, form.username]);
      if (reason) ctx.addIssue({ code: 'custom', path: ['password'], message: reason });
    });
}
export type SignUpForm = z.infer<ReturnType<typeof signUpFormSchema>>;

export function resetPasswordFormSchema(i18n: I18n) {
  return z
    .object({ password: newPassword(i18n), confirmPassword: z.string() })
    .refine((form) => form.password === form.confirmPassword, {
      path: ['confirmPassword'],
      error: i18n._(msg`The two passwords do not match.`),
    })
    .superRefine(async (form, ctx) => {
      const reason = await weakPasswordReason(form.password);
      if (reason) ctx.addIssue({ code: 'custom', path: ['password'], message: reason });
    });
}
export type ResetPasswordForm = z.infer<ReturnType<typeof resetPasswordFormSchema>>;

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
