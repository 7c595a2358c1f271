/**
 * Text as the `ics` library may write it into a calendar file (decision 050). The library
 * escapes backslashes, commas, semicolons and CRLF or LF line breaks, but passes a lone CR, the
 * other control characters and the Unicode line separators through: a reason, a name, a visit
 * type or a street holding "\rATTENDEE:…" would start a property of its own in a calendar that
 * ends a line at any of them. Every line break (CR, CRLF, VT, FF, NEL, U+2028, U+2029) becomes
 * the LF the library writes as RFC 5545's escaped `\n`, a tab becomes a space, and every other
 * control character (C0, DEL, C1) is dropped.
 */
export function calendarText(text: string): string {
  return text
    .replace(/\r\n?|[\v\f\u0085\u2028\u2029]/g, '\n')
    .replace(/\t/g, ' ')
    .replace(/(?!\n)\p{Cc}/gu, '');
}
