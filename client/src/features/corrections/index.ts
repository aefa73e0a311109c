// What app/ may use of this feature; the rest is its own (rules in .dependency-cruiser.cjs).
// app/ loads it lazily, as the Profile it adds this card to: anything added here lands in that chunk.
export { CorrectMyDetailsCard } from './components/correct-my-details-card';
