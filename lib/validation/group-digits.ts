/**
 * A whole number with English thousands separators ("2,000"), as `toLocaleString("en")` writes it,
 * without Intl: a phone's first number format loads ICU's data on the main thread (11–21 ms in Node,
 * several times that on a phone), and the forms' character counters render while the page starts
 * (decision 0135, session 9).
 */
export const groupDigits = (n: number) => String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
