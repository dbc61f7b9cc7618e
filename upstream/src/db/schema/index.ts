export * from './content';
export * from './job-openings';
export * from './login-failures';
export * from './lookups';
export * from './submissions';
export * from './testimonials';
export * from './uploads';
export * from './users';
