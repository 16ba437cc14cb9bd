export { parseCamt053 } from './camt053';
export { bankCsvMappingSchema, parseCsvStatement, type BankCsvMapping } from './csv';
export { detectStatementFormat, parseStatement, type ParseStatementOptions } from './detect';
export { parseMt940 } from './mt940';
export { findOfferReferences } from './reference';
export * from './types';
