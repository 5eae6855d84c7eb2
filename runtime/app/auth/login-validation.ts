// Rules of the database login form (spec 000 §5).
// A local part, @, a domain and a 2 to 4 letter top-level domain; `.local`, the reserved suffix of
// internal hosts, is accepted too so that internal (and demo) accounts can sign in.
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.(?:[A-Za-z]{2,4}|local)$/;

export interface LoginErrors {
  email?: string;
  password?: string;
}

export function validateLogin(email: string, password: string): LoginErrors {
  const errors: LoginErrors = {};
  if (!email.trim()) errors.email = 'Email is required';
  else if (!EMAIL_PATTERN.test(email.trim())) errors.email = 'Invalid Email';
  if (!password) errors.password = 'Password is required';
  return errors;
}
