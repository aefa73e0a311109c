// What app/ may use of this feature; the rest is its own (rules in .dependency-cruiser.cjs).
// Only the bell, which app/ loads lazily: anything added here lands in the bell's chunk.
export { NotificationBell } from './components/notification-bell';
