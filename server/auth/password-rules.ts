// Strength rules for a new password; each broken rule is named so the user can fix it.
import { MIN_PASSWORD_LENGTH } from '../../schemas/values/password-rules';

export function passwordProblems(password: string, username: string): string[] {
  const problems: string[] = [];
  if (password.length < MIN_PASSWORD_LENGTH)
    problems.push(`must be at least ${MIN_PASSWORD_LENGTH} characters long`);
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((pattern) => pattern.test(password)).length;
  if (classes < 3)
    problems.push('must mix at least three of: lower-case letters, upper-case letters, digits, symbols');
  const localPart = username.split('@')[0]?.toLowerCase() ?? '';
  if (localPart.length >= 3 && password.toLowerCase().includes(localPart))
    problems.push('must not contain your user name');
  return problems;
}
