import { useMemo, useState } from 'react';
import type { KycDocumentKind } from '../../lib/contracts/kyc';
import type { KycDocumentView, PublicKycForm } from '../../lib/contracts/kyc-views';
import { isDocumentItem } from '../../lib/contracts/kyc-review';

/** The documents a questionnaire sent back asks for, those uploaded so far, and which are still missing. */
export function useAskedDocuments(request: PublicKycForm) {
  const kinds = useMemo(
    (): KycDocumentKind[] => (request.returned?.items ?? []).filter(isDocumentItem),
    [request.returned],
  );
  const [documents, setDocuments] = useState<KycDocumentView[]>(() => [...(request.returned?.documents ?? [])]);
  const [tried, setTried] = useState(false);
  const missing = kinds.filter((kind) => !documents.some((d) => d.kind === kind));
  return { kinds, documents, setDocuments, missing, tried, setTried };
}

export type AskedDocuments = ReturnType<typeof useAskedDocuments>;
