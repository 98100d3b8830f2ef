/*
 * Money, the same in the API and in every frontend: amounts are integers in the currency's minor
 * unit, computed with one rounding rule and written per language and currency.
 */
export * from './currency';
export * from './format';
export * from './totals';
