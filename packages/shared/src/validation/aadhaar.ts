/**
 * Aadhaar numbers (UIDAI): twelve digits, the first never 0 or 1, the last a Verhoeff check digit over the
 * other eleven. The browser and the server check with this one function, so a mistyped digit is refused
 * before the form is sent and again when it arrives.
 */

// The dihedral group D5: multiplication table, permutation table, inverses (Verhoeff 1969).
const D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
const INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

/** Twelve digits, optionally written in groups of four separated by single spaces. */
export const AADHAAR_PATTERN = /^[2-9]\d{3} ?\d{4} ?\d{4}$/;
export const AADHAAR_MESSAGE = 'Enter a valid 12-digit Aadhaar number';

/** Whether a string of digits ends in its correct Verhoeff check digit. */
export function verhoeffValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let c = 0;
  const reversed = [...digits].reverse();
  for (let i = 0; i < reversed.length; i++) c = D[c]![P[i % 8]![Number(reversed[i])]!]!;
  return c === 0;
}

/** The check digit that makes `digits` + it valid. */
export function verhoeffDigit(digits: string): string {
  let c = 0;
  const reversed = [...digits].reverse();
  for (let i = 0; i < reversed.length; i++) c = D[c]![P[(i + 1) % 8]![Number(reversed[i])]!]!;
  return String(INV[c]);
}

/** The twelve digits of an Aadhaar number as typed (spaces removed). */
export function aadhaarDigits(text: string): string {
  return text.replace(/ /g, '');
}

/** Twelve digits in the Aadhaar form, the first 2-9, with a correct check digit. */
export function isValidAadhaar(text: string): boolean {
  return text.length <= 14 && AADHAAR_PATTERN.test(text) && verhoeffValid(aadhaarDigits(text));
}

/** A masked number as the API shows it ('XXXX XXXX 1234'). */
export const MASKED_AADHAAR_PATTERN = /^XXXX XXXX \d{4}$/;

/**
 * What the employee form accepts: a valid number, or on an edit the masked number it was given back, which
 * keeps the stored one (the server refuses a masked number that is not the stored one's).
 */
export const AADHAAR_INPUT_PATTERN = /^(?:[2-9]\d{3} ?\d{4} ?\d{4}|XXXX XXXX \d{4})$/;
export function isAadhaarInput(text: string): boolean {
  return MASKED_AADHAAR_PATTERN.test(text) || isValidAadhaar(text);
}

/** How an Aadhaar number is shown everywhere: only its last four digits. */
export function maskAadhaar(last4: string): string {
  return `XXXX XXXX ${last4}`;
}
