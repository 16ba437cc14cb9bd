import type { Landing } from '../../lib/contracts/landing';

/** The landings as an aligned text table. */
export function landingTable(brands: Landing[]): string {
  if (brands.length === 0) return 'No landings yet. Create one with: npm run admin -- landing create --help\n';
  const rows = [
    ['SLUG', 'ID', 'DEFAULT', 'THEME', 'LANG', 'PANEL', 'HOSTS', 'TITLE'],
    ...brands.map((brand) => [
      brand.slug,
      brand.id,
      brand.isDefault ? 'yes' : '',
      brand.theme === 'custom' ? `custom ${brand.themeColors ?? ''}` : brand.theme,
      brand.language,
      brand.investorPanelBlocked ? 'blocked' : 'open',
      brand.hosts.join(', '),
      brand.siteTitle,
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return (
    rows
      .map((row) =>
        row
          .map((cell, column) => cell.padEnd(widths[column]!))
          .join('  ')
          .trimEnd(),
      )
      .join('\n') + '\n'
  );
}

/** One landing in a few lines. */
export function landingSummary(brand: Landing): string {
  return [
    `  id:     ${brand.id}`,
    `  hosts:  ${brand.hosts.join(', ')}`,
    `  title:  ${brand.siteTitle}`,
    `  theme:  ${brand.theme}${brand.themeColors ? ` (${brand.themeColors})` : ''}, language ${brand.language}` +
      `${brand.isDefault ? ', default landing' : ''}${brand.investorPanelBlocked ? ', investor panel blocked' : ''}`,
  ].join('\n');
}
