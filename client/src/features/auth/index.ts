// What app/ may use of this feature; the rest is its own (rules in .dependency-cruiser.cjs).
export { refreshTokens, revokeRefreshToken } from './api/session-requests';
export { WelcomeGreeting } from './components/welcome-greeting';
