export * from './access';
export * from './admin';
export * from './auth';
export * from './customers';
export * from './lookups';
export * from './people';
export * from './jobs';
export * from './work';
