// What other modules may use of this one; the rest is its own (rules in .dependency-cruiser.cjs).
export { PictureRecords } from './picture-records';
export { PictureContentService } from './picture-content';
