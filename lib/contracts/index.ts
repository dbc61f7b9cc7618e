export * from './common';
export * from './content';
export * from './job-opening';
export * from './lookups';
export * from './testimonial';
