// A new password's rules, written once: server/auth/password-rules.ts checks them, My Profile states them.
export const MIN_PASSWORD_LENGTH = 12;

export const PASSWORD_RULES_TEXT =
  `At least ${MIN_PASSWORD_LENGTH} characters, mixing three of: lower-case letters, upper-case letters, ` +
  'digits, symbols; not containing your user name.';
