/**
 * The name of a country (ISO 3166-1 alpha-2) in the given language; the code itself when the runtime has none.
 * Shared by the panel's forms and cards and the server's PDFs (names are never stored, only codes).
 */
export function countryName(code: string, lang: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
