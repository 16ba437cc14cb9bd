import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useEffect, useState } from 'react';
import { browserCore } from '../../lib/browser/core';
import type { Language } from '../../lib/language';
import { $panelState, startPanel, type PanelState } from './panel-session';
import {
  asPanelUser,
  displayName,
  isCompliance,
  roleOf,
  type PanelClaims,
  type PanelRole,
  type PanelUser,
} from './panel-role';

// Stand-ins read before mount, when the browser core (localStorage, window) must not be touched.
const NO_CLAIMS = atom<PanelClaims | null>(null);
const NO_USER = atom(null);

export interface PanelSession {
  state: PanelState;
  claims: PanelClaims | null;
  user: PanelUser | null;
  role: PanelRole;
  /** A compliance officer (decision 0066): the desk's link, and complaints, whatever the role. */
  compliance: boolean;
  name: string;
}

/**
 * The panel session as an island sees it. The first render (on the server and while hydrating) is always
 * 'starting' with no user, so the server HTML and the first client render agree; the session is read after mount.
 */
export function usePanelSession(lang: Language): PanelSession {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    setMounted(true);
    void startPanel(lang);
  }, [lang]);
  const state = useStore($panelState);
  const core = mounted ? browserCore() : null;
  const claims: PanelClaims | null = useStore(core?.store.$token ?? NO_CLAIMS);
  const user = asPanelUser(useStore(core?.store.$user ?? NO_USER));
  if (!mounted) return { state: 'starting', claims: null, user: null, role: 'advisor', compliance: false, name: '' };
  return {
    state,
    claims,
    user,
    role: roleOf(claims, user),
    compliance: isCompliance(claims, user),
    name: displayName(user, claims),
  };
}
