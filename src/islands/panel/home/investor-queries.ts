/**
 * What investors load after the panel mounts (SPEC sections 4 and 7): the dictionary and the offers. The queries
 * live with the investor screens (src/islands/panel/investor/investor-api.ts); these names stay for callers of
 * the home.
 */
export { dictionaryQuery as investorDictionaryQuery, offersQuery as investorOffersQuery } from '../investor/investor-api';
