// Error codes of the API error body. The client maps codes to messages (SPEC section 8), so a code never
// changes meaning once shipped. The first group is the spec's; the rest are ours (8 random hex digits).
export const ERROR_CODES = {
  // SPEC section 8
  accountNotActive: 'baa80443',
  campaignNotActive: '20c6a0ff',
  leadOfAnotherAdvisor: 'c22631ff',
  incorrectFormData: '93ed15e0',
  campaignNotStarted: '0cf3eeb3',
  campaignCompleted: 'efdb6cb8',
  investmentAboveMaximum: 'af9cfe96',
  investmentAboveMaximumAlt: 'a08175e4',
  investmentBelowMinimum: 'd59384c6',
  tokenInactive: 'af080e4c',
  violations: '9e4235af',

  // Ours
  /** No route, or a resource that does not exist (or is not visible to the caller). */
  notFound: 'f181e1ef',
  /** Missing or invalid credentials. */
  unauthorized: '833cf971',
  /** Authenticated but not allowed; also a cross-site request refused by the CSRF check. */
  forbidden: '7367ddf3',
  /** Request body larger than BODY_LIMIT. */
  payloadTooLarge: '454e03c1',
  /** A JSON route called with another Content-Type. */
  unsupportedMediaType: '9066e32b',
  /** Context-Id header that is not a UUID, or an unknown Context-Type. */
  invalidContextHeader: '2d9be62f',
  /** The request conflicts with existing data (a slug or host already taken...). */
  conflict: '6491e3a4',
  /** A dependency (the database) does not answer. */
  serviceUnavailable: '0146164f',
  /** Any other 4xx the framework raised. */
  badRequest: 'c8f3ba83',
  /** Too many calls (rate limit); parameters.retryAfter and the Retry-After header say when to try again. */
  tooManyRequests: '5c1d7e92',
  /** A wrong, reused or expired two-factor code (the sign-in step, enabling or disabling two-factor). */
  twoFactorCodeInvalid: 'e3b6a41f',
  /** Too many wrong two-factor codes: two-factor sign-in is locked for a while. */
  twoFactorLocked: '7fa2c05d',
  /** Two-factor is already on (setup/enable) or not on (disable). */
  twoFactorState: 'b81e4d36',
  /** Investor sign-in on a landing whose investor panel is blocked (label errors.investorPanelBlocked). */
  investorPanelBlocked: '4f0b9c27',
  /** An offer already has its largest number of uploaded files (409, parameters.limit; docs/decisions/0024). */
  uploadFileCountLimit: 'c22b2850',
  /** The offer's files would pass their total size (413, parameters.limit and parameters.remaining, in bytes). */
  uploadOfferSizeLimit: '10010ec6',
  /** The landing's storage quota for uploaded files is used up (409; the operator sees it in the log). */
  uploadQuotaExceeded: '26a6b5e0',
  /**
   * Investor protection (decision 0052): a non-sophisticated investor of a landing with ECSPR protections has no
   * valid entry knowledge test (taken within two years, passed or its warning confirmed): interest and acceptance
   * are refused with 409 until they take it (parameters.reason: 'missing', 'expired' or 'warning-unconfirmed').
   */
  protectionTestRequired: '026ddbdc',
  /**
   * The acceptance is above the higher of EUR 1,000 and 5 % of the investor's net worth (ECSPR Art. 21(7)) and the
   * body did not carry riskConsent: true (409; parameters.threshold in minor units of parameters.currency).
   */
  riskConsentRequired: '79e705da',
  /**
   * The investor has not opened the current version of the campaign's key investment information sheet (ECSPR
   * Art. 23(2); decision 0069) through the link or the panel: the acceptance waits for it (409; parameters.version).
   */
  kiisNotReceived: '808e8c00',
  /** The four-day reflection period (ECSPR Art. 22) is over, or does not apply to this offer (409). */
  reflectionPeriodOver: 'd01883e1',
  /** No refund is open on the offer: none was due, or how it ended is recorded already (409; parameters.outcome). */
  refundNotDue: '9cd2e623',
  /** Money that arrived must go back: "no money arrived" fits only a refund opened by an uploaded confirmation (409). */
  refundRequired: '34674d19',
  /**
   * The investor's acceptance waits for a compliance review (an open or confirmed sanctions screening hit, decision
   * 0067); the message says nothing of the reason (AML act art. 54: no tipping-off) (409).
   */
  complianceReview: 'b7e3c5a1',
  /** The screening hit is decided already (409). */
  sanctionsHitDecided: '5d0f9e72',
  /** The complaint has been answered: it can be neither extended nor answered again (409). */
  complaintAnswered: '6ff06d47',
  /**
   * The complaint's deadline cannot be extended: it was extended already, or its 30 days have passed (the notice
   * must reach the complainant within them, art. 7 of the act on complaints) (409; parameters.deadline).
   */
  complaintNotExtendable: '322641fa',
  /**
   * The complaint was already found admissible (decision 0070): it cannot be found so again, nor refused as
   * inadmissible (409).
   */
  complaintAdmissibilityDecided: 'a3d41c7e',
  /** GDPR export (decision 0054): an export of the investor's data is being prepared already (409). */
  dataExportInProgress: '3de339a6',
  /** The export is not ready to download: still being prepared, or it failed (409; parameters.status). */
  dataExportNotReady: 'e8686064',
  /** The export's seven days are over: its file is gone, a new one can be asked for (410). */
  dataExportExpired: '0ddcf23d',
  /** The same file (byte for byte) is already attached to the offer (issue 36; 409; parameters.name). */
  uploadDuplicate: '5d0c7f3e',
  /**
   * A bank statement that cannot be read (issue 38 item 2; 422): parameters.reason says why ('format-unknown',
   * 'invalid-xml', 'forbidden-dtd', 'truncated', 'invalid-amount', 'invalid-date', 'missing-field',
   * 'account-mismatch', 'duplicate-entry', 'no-entries', 'too-large', 'invalid-mapping'); nothing is imported.
   */
  bankStatementUnreadable: 'd0da4ace',
  /** The statement is of an account no campaign of the landing is paid to (422; parameters.account). */
  bankStatementOtherAccount: '459ca9bb',
  /** Every entry of the statement is imported already: importing it again changes nothing (409). */
  bankStatementImported: '7c4430ff',
  /** A bank entry resolved already (assigned, dismissed, matched or a debit) cannot be assigned or dismissed (409). */
  bankEntryResolved: 'a3f6c21e',
  /** The offer a person assigns a payment to is not of the landing, or its reference names none or several (404). */
  bankEntryOfferNotFound: '6be0d94f',
  /** The offer takes no payment: it is neither accepted nor active (409; parameters.status). */
  bankEntryOfferNotPayable: 'e17a5b08',
  /**
   * Every row of the campaign's active offers due on that schedule date is in a payout run already (issue 38 item 3;
   * 409; parameters.runId, the date's latest run, when known).
   */
  payoutRunExists: 'f368593d',
  /** No schedule row of the campaign's active offers is due on that date (422; parameters.scheduleDate). */
  payoutRunNothingDue: 'c97ce87e',
  /** The campaign's currency has no bank file (only PLN and EUR are paid out; 422; parameters.currency). */
  payoutRunCurrency: '9652024a',
  /** The payout run is not in a state that allows this step (409; parameters.state). */
  payoutRunState: '6e167685',
  /**
   * Approving a draft found the tax of some of its lines changed (a certificate of residence recorded, withdrawn or
   * lapsed by the payment day): the draft now shows the new figures, nothing is approved (409; parameters.lines).
   */
  payoutRunRetaxed: 'b3d1f7a2',
  /** The campaign has no recipient name and account the bank file can pay from (409; parameters.campaignId). */
  payoutRunNoDebtorAccount: '8c194768',
  /** Every line of the run is held: the bank file would transfer nothing (409). */
  payoutRunNothingToTransfer: '88ff3c5f',
  /** The execution day is after today or before the run's approval (422; parameters.earliest, latest). */
  payoutRunExecutionDate: '9faa16d9',
  /**
   * The execution day is before the run's schedule date, or that date is still ahead: interest accrues until it, so a
   * payout is not executed earlier (422; parameters.executionDate, scheduleDate, latest).
   */
  payoutRunBeforeScheduleDate: '5e2b9c47',
  /** A schedule row of the run was paid or cancelled meanwhile: nothing is marked paid (409; parameters.offers). */
  payoutRunScheduleChanged: '73fc4a40',
  /** The payout line is not held for want of an account (it is paid, or held for another reason): its account
   * cannot be set by hand (409; parameters.heldReason, null when the line is not held). */
  payoutLineNotAccountHeld: '3b7e9d14',
  /** The account given for a held payout line is not one the run's bank file can carry (422; parameters.currency;
   * a violation on `account`). */
  payoutLineAccountInvalid: 'e5c2a870',
  /** A yearly statement asked for a year that is not a whole year from 2000 to the current one (422; parameters.year,
   * earliest, latest; issue 38 item 4). */
  yearlyStatementYear: '5d0b7e21',
  /** A certificate of residence refused for what it says: a country unknown or Poland, a rate outside 0..100 %, its
   * last day before its first (422; a violation per field; decision 0076). */
  residenceCertificateInvalid: '6532a25a',
  /** The certificate of residence is withdrawn already (409; parameters.withdrawnAt). */
  residenceCertificateWithdrawn: '51b91630',
  /** A bug: the label is 'error.unexpected', which the client shows as its generic message. */
  unexpected: '48d36210',
} as const;
