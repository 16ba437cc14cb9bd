import { InvestorHome } from '../investor/InvestorHome';

/** What PanelHome shows an investor: the investor home (summary, offers, products), src/islands/panel/investor. */
export function InvestorOffers() {
  return <InvestorHome />;
}
