// The shapes of Indian contact details as the backend takes them: a module of their own, so that
// what reads a stored address does not bring in every form's rules.

/** A mobile number as the backend takes it: exactly 10 digits. */
export const PHONE_DIGITS = /^\d{10}$/;
/** A PIN code: six digits, the first not 0. */
export const PIN_DIGITS = /^[1-9]\d{5}$/;
