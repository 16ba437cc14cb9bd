// The invite dialogs, for the campaigns screens and the investors screens alike.
export { InviteClientDialog, type InviteTarget } from './InviteClientDialog';
export { SendKycInviteDialog } from './SendKycInviteDialog';
export { SendKycInviteButton } from './SendKycInviteButton';
