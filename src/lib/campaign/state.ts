// Which parts of the campaign page's action area are shown for an offer: the same decision for the server's
// HTML and for the script after each action (which answers the updated offer).
import type { OfferActions } from '../contracts/public-offer';
import type { OfferStatus } from '../contracts/campaign';

export interface ActionView {
  interest: boolean;
  accept: boolean;
  /** The /invest form: while the offer is open and the campaign runs (same condition as acceptance). */
  investLink: boolean;
  upload: boolean;
  /** Every offer but a lost one has its PDF (a projection before acceptance, the terms after). */
  pdf: boolean;
  /** Anything that needs the script is on screen (the no-JavaScript note is shown then). */
  anyScriptAction: boolean;
}

export function actionView(offer: { status: OfferStatus; actions: OfferActions }): ActionView {
  const { actions } = offer;
  const pdf = actions.blockedBy !== 'lost';
  const view = {
    interest: actions.interest,
    accept: actions.accept,
    investLink: actions.accept,
    upload: actions.upload,
    pdf,
  };
  return { ...view, anyScriptAction: view.interest || view.accept || view.upload || view.pdf };
}
