/**
 * The dashboard charts' fixed colours (docs/rules/dashboard.md#dashboard-screen: "Colours are fixed values"). They live here, in one place,
 * rather than in the theme because they belong to these charts alone. Each one is at least 4.5:1 against
 * white, so white slice labels stay readable and every bar stands out from the card behind it; adjacent
 * slices differ in hue and are separated by a white stroke.
 */
export const CHART_COLORS = {
  male: '#1565c0',
  female: '#c2185b',
  teen: '#a15c00',
  adult: '#00796b',
  senior: '#6a1b9a',
  employed: '#2e7d32',
  unemployed: '#c62828',
  voters: '#1565c0',
  nonVoters: '#616161',
  expected: '#1565c0',
  actual: '#2e7d32',
  requests: '#5e35b1',
  inhabitants: '#455a64',
} as const;
