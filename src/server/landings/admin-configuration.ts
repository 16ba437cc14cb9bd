import { themePalette, type AdminConfiguration, type Landing } from '../../lib/contracts/landing';

/**
 * The admin configuration of SPEC section 3 for a landing. themeColors are the landing's effective colours
 * ("main,hover,highlight", also for the named themes), so applying them on the client changes nothing
 * unless the configuration really differs from the page.
 */
export function toAdminConfiguration(landing: Landing): AdminConfiguration {
  const { main, hover, highlight } = themePalette(landing.theme, landing.themeColors);
  return {
    favicon: landing.favicon,
    siteTitle: landing.siteTitle,
    themeColors: `${main},${hover},${highlight}`,
    investorPanelHeaderColor: landing.investorPanelHeaderColor,
    investorPanelDescriptionColor: landing.investorPanelDescriptionColor,
    advisorPanelHeaderColor: landing.advisorPanelHeaderColor,
    advisorPanelDescriptionColor: landing.advisorPanelDescriptionColor,
  };
}
