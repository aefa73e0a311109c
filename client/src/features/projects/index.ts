// What app/ may use of this feature; the rest is its own (rules in .dependency-cruiser.cjs).
export { ProjectCarousel } from './components/project-carousel';
export { ProjectGallery } from './components/project-gallery';
