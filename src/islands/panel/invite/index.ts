// The invite dialogs, for the campaigns screens and the investors screens alike.
export { InviteInvestorDialog, type InviteTarget } from './InviteInvestorDialog';
export { SendKycInviteDialog } from './SendKycInviteDialog';
export { SendKycInviteButton } from './SendKycInviteButton';
