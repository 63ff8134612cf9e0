// The api's configuration: every variable read, validated and given its one meaning (environment.ts), the
// Config the processes run with (config.ts), and the defaults of the outside services they call.
export * from './config';
export * from './environment';
export * from './etherscan-accounts';
export * from './startup-error';
export * from './roles';
