// The name the panel greets the signed-in person by (the home's heading, the user menu). Advisors: their account's
// names (else the e-mail). Investors: their token and account know only the e-mail, so the name comes from their
// primary data (GET /investor-api/profile, one query per page shared by the islands); the e-mail when none is known
// (issue 17). Empty while the investor's profile loads, so the e-mail never flashes before the name.
import { useQuery } from '@tanstack/react-query';
import type { PanelSession } from '../session/use-panel-session';
import { profileQuery } from './investor/investor-api';
import { investorName } from './investor/investor-format';

export function useDisplayName(session: PanelSession): string {
  const investor = session.state === 'ready' && session.role === 'investor';
  const profile = useQuery({ ...profileQuery(), enabled: investor });
  if (!investor) return session.name;
  if (profile.isPending) return '';
  return investorName(profile.data) ?? session.name;
}
