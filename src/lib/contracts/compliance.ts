// The compliance desk (issue 35 item 7, decision 0066): what GET /api/compliance/desk answers. Shared by the server
// and the panel.
import type { ClassificationView } from './protection';

/** A request to be treated as sophisticated waiting for the officer, with the investor it is from. */
export interface DeskClassification {
  investor: { id: string; email: string; name: string | null };
  request: ClassificationView;
  /** The approval still standing while a renewal waits (its end), or null. */
  standingUntil: string | null;
}

/** A KYC case flagged PEP or sanctions, proposed for approval by its advisor or a coordinator. */
interface DeskKycCase {
  id: string;
  investorEmail: string;
  flags: string[];
  advisor: string | null;
  proposedBy: string | null;
  proposedAt: string | null;
  submittedAt: string | null;
}

/** An approval ending within the renewal window, and whether the investor was asked to renew. */
interface DeskExpiring {
  investor: { id: string; email: string; name: string | null };
  expiresAt: string;
  renewalAskedAt: string | null;
}

export interface DeskHold {
  investor: { id: string; email: string; name: string | null };
  reason: string;
  setAt: string;
  setBy: string | null;
}

/** A possible match of an investor with the EU sanctions list (decision 0067). */
export interface DeskHit {
  id: string;
  investorEmail: string;
  investorUserId: string | null;
  screenedName: string;
  listedName: string;
  entityRef: string;
  programme: string;
  score: number;
  source: 'kyc' | 'daily';
  status: 'open' | 'cleared' | 'confirmed';
  foundAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
  note: string | null;
}

export const SANCTIONS_NOTE_MAX = 2000;

export interface ComplianceDesk {
  sanctions: DeskHit[];
  classifications: DeskClassification[];
  kycCases: DeskKycCase[];
  expiring: DeskExpiring[];
  complaints: { open: number; overdue: number };
  holds: DeskHold[];
}
