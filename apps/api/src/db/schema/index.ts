export * from './merchants';
export * from './companies';
export * from './mail';
