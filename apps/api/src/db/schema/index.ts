export * from './merchants';
export * from './companies';
export * from './mail';
export * from './analytics';
export * from './config';
export * from './creators';
export * from './groups';
