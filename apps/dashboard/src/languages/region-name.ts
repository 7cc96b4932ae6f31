/** A country or region by its ISO code ("IN") in `language` ("India", "भारत"), by `Intl`; undefined where `Intl` has no name for it. */
export function regionName(region: string, language: string): string | undefined {
  try {
    const name = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }).of(region.toUpperCase());
    return name && name.toUpperCase() !== region.toUpperCase() ? name : undefined;
  } catch {
    return undefined;
  }
}
